import { referenceId } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { readStoredSession } from '../../../lib/session';
import { meterQueryOptions } from '../../../resources/meters/get-meter';
import { prefetchImageBlob } from './get-image';
import { readingQueryOptions } from './get-reading';

/**
 * The reading page's route loader: the reading, then its meter and first photo, load while the page's
 * code does (on a phone's network the page's scripts take seconds; the photo waited for all of them, then
 * for the reading). Answers at once; the page reads what arrived from the query cache.
 */
export function prefetchReading(queryClient: QueryClient, id: string | undefined): null {
  if (!id || !readStoredSession()) return null;
  queryClient.fetchQuery(readingQueryOptions(id)).then(
    (reading) => {
      const photo = reading.image_metas[0];
      if (photo) prefetchImageBlob(photo.image_download);
      void queryClient.prefetchQuery(meterQueryOptions(referenceId(reading.meter)));
    },
    () => {}, // the page asks again and shows the error
  );
  return null;
}
