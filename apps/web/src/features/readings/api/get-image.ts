import { api } from '../../../lib/api-client';

/** GET an image's `image_download` url with the bearer token (an <img> could not send it): the picture. */
export const getImageBlob = (downloadUrl: string, signal?: AbortSignal) =>
  api.get<Blob>(downloadUrl, { responseType: 'blob', signal });

/** Pictures asked for ahead of their page (`prefetchImageBlob`), each handed to the first who takes it. */
const ahead = new Map<string, Promise<Blob>>();
/** A picture nobody took in this time is let go. */
const KEEP_AHEAD_MS = 30_000;

/** Starts loading a picture before the page that shows it has its code. */
export function prefetchImageBlob(downloadUrl: string) {
  if (ahead.has(downloadUrl)) return;
  const blob = getImageBlob(downloadUrl);
  blob.catch(() => {}); // whoever takes it sees the error
  ahead.set(downloadUrl, blob);
  setTimeout(() => ahead.delete(downloadUrl), KEEP_AHEAD_MS);
}

/** The picture: the one asked for ahead if there is one (once), else a new request. */
export function takeImageBlob(downloadUrl: string, signal: AbortSignal): Promise<Blob> {
  const early = ahead.get(downloadUrl);
  ahead.delete(downloadUrl);
  return early ?? getImageBlob(downloadUrl, signal);
}
