import { BARCODE_QUERY, type Meter, type Paginated, type ReadingRequest } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { getReadingRequests } from '../../../resources/reading-requests';
import { READER_START_STATUS } from '../list/use-request-start-query';

/** What a scanned or typed code leads to. */
export type ScanOutcome =
  | { kind: 'request'; request: ReadingRequest }
  | { kind: 'no_open_request'; meter: string }
  | { kind: 'unknown'; code: string };

/**
 * The reader's open request of the meter carrying `code` (the earliest planned, as the list orders
 * them); when there is none, whether the code names a meter the reader sees. Offline, the open requests
 * kept on the device stand in for the server's (`kept`).
 */
export async function findScannedRequest(
  rawCode: string,
  readerEmail: string,
  kept?: ReadingRequest[],
): Promise<ScanOutcome> {
  const code = BARCODE_QUERY.parse(rawCode);
  if (kept) {
    const request = kept.find((entry) => entry.meter.barcode_id === code);
    return request ? { kind: 'request', request } : { kind: 'unknown', code };
  }
  const requests = await getReadingRequests({
    meter__barcode_id: code,
    status: READER_START_STATUS,
    delegate: readerEmail,
    o: 'planned_reading_date',
    page_size: 1,
  });
  const request = requests.results[0];
  if (request) return { kind: 'request', request };
  const meters = await api.get<Paginated<Meter>>('meters/', { query: { barcode_id: code, page_size: 1 } });
  const meter = meters.results[0];
  return meter ? { kind: 'no_open_request', meter: meter.meter_id } : { kind: 'unknown', code };
}
