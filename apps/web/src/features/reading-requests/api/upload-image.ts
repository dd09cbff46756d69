import type { Image } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** POST images/ (multipart, field `image`; jpg or png, at most 2 MB): one photo of a reading. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return api.post<Image>('images/', form);
}
