import { finalizeAnswerSchema } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST companies/{companyId}/finalize-reading-period/: rejects the pending requests that can no longer be
 * read, the company's own (`energySupplierId` undefined) or those of a chosen energy supplier's meters.
 */
export const finalizeReadingPeriod = async (companyId: string, energySupplierId?: string) =>
  finalizeAnswerSchema.parse(
    await api.post<unknown>(
      `companies/${encodeURIComponent(companyId)}/finalize-reading-period/`,
      energySupplierId ? { energy_supplier_id: energySupplierId } : {},
    ),
  ).count;
