import type { WriteVerdict } from '@portal/contracts';
import { badRequest, forbidden } from './errors';

/** Answers a write's verdict (contracts write-rules): the first refused field 403, the values' errors 400. */
export function enforceVerdict(verdict: WriteVerdict): void {
  const [refused] = verdict.refused;
  if (refused) throw forbidden(refused.message);
  if (Object.keys(verdict.errors).length) throw badRequest(verdict.errors);
}
