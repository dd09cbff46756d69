import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { takeImageBlob } from '../api/get-image';

export type ImageState =
  | { status: 'loading' }
  | { status: 'ready'; src: string }
  /** `httpStatus`: the answer's status (spec: shown with the message), undefined when no answer came. */
  | { status: 'error'; httpStatus?: number };

/**
 * A protected picture as an object URL: fetched with the bearer token (an <img> cannot send it), revoked
 * again when the picture changes or the component goes away. Not cached across pages on purpose: the
 * object URL lives exactly as long as the component that shows it. A picture the page's route loader
 * asked for ahead (`prefetchReading`) is taken from there.
 */
export function useImageUrl(downloadUrl: string): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState({ status: 'loading' });
    takeImageBlob(downloadUrl, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', httpStatus: isApiError(error) ? error.status : undefined });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [downloadUrl]);
  return state;
}
