import { api } from '../../../lib/api-client';

/** GET an image's `image_download` url with the bearer token (an <img> could not send it): the picture. */
export const getImageBlob = (downloadUrl: string, signal?: AbortSignal) =>
  api.get<Blob>(downloadUrl, { responseType: 'blob', signal });
