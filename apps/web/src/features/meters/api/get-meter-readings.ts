import type { Paginated, Reading } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type MeterReadingsParams = Record<string, string | number>;

/** GET readings/?meter_resource_id=…&reading_date_after=…&reading_date_before=… (paged, newest first). */
export const getMeterReadings = (params: MeterReadingsParams, signal?: AbortSignal) =>
  api.get<Paginated<Reading>>('readings/', { query: params, signal });
