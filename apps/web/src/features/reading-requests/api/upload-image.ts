import type { Image } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';

/**
 * POST images/ (multipart, field `image`; jpg or png, at most 2 MB): one photo of a reading. With an
 * Idempotency-Key a retry answers the first upload's image.
 */
export function uploadImage(file: File, idempotencyKey?: string) {
  const form = new FormData();
  form.append('image', file, file.name);
  return api.post<Image>('images/', form, {
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
  });
}
