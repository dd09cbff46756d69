import type { Paginated, Reading } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export const METER_READINGS_KEY = ['readings', 'list', 'meter'] as const;

export type MeterReadingsParams = Record<string, string | number>;

/** GET readings/?meter_resource_id=…&reading_date_after=…&reading_date_before=… (paged, newest first). */
export const getMeterReadings = (params: MeterReadingsParams, signal?: AbortSignal) =>
  api.get<Paginated<Reading>>('readings/', { query: params, signal });
