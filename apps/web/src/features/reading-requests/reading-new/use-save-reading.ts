import type { ReadingCreate, ReadingRequest } from '@portal/contracts';
import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { useCreateReading } from '../api/create-reading';
import { uploadImage } from '../api/upload-image';
import { normalizeValue, type ReadingFormValues, readingMoment } from './reading-form-schema';

/** A photo that could not be uploaded (skipped; the reading is saved without it). */
export interface SkippedPhoto {
  name: string;
  message: string | undefined;
}

export type SaveOutcome =
  | { kind: 'saved'; skipped: SkippedPhoto[] }
  | { kind: 'duplicate'; skipped: SkippedPhoto[] }
  | { kind: 'error'; message: string | undefined; skipped: SkippedPhoto[] }
  /** The server's field errors were placed beside their fields. */
  | { kind: 'fields'; skipped: SkippedPhoto[] };

type ImageMeta = NonNullable<ReadingCreate['image_metas']>[number];

/** The photo's entry in image_metas (spec §3: the portal's fixed camera facts, the one OBIS code). */
const imageMeta = (obis: string, image: { url: string; image_download: string }): ImageMeta => ({
  camera_model: 'portal',
  frame_number: 0,
  image: image.url,
  image_download: image.image_download,
  os_version: 'none',
  pixolus_version: 'portal',
  obis: [obis],
});

/**
 * Saves the dialog: uploads each chosen photo first (POST images/; a failed upload skips that photo),
 * then POST readings/ with the request's url so the server answers the request in the same transaction.
 * Photos already uploaded by an earlier attempt are not uploaded again. A 409 is the duplicate message;
 * 400 field errors go beside their fields; anything else is a general problem.
 */
export function useSaveReading(request: ReadingRequest, setError: UseFormSetError<ReadingFormValues>) {
  const create = useCreateReading();
  const uploaded = useRef(new WeakMap<File, { url: string; image_download: string }>());

  const uploadPhotos = async (values: ReadingFormValues) => {
    const metas: ImageMeta[] = [];
    const skipped: SkippedPhoto[] = [];
    for (const entry of values.entries) {
      if (!entry.photo) continue;
      let image = uploaded.current.get(entry.photo);
      if (!image) {
        try {
          image = await uploadImage(entry.photo);
          uploaded.current.set(entry.photo, image);
        } catch (error) {
          skipped.push({ name: entry.photo.name, message: serverMessage(error) });
          continue;
        }
      }
      metas.push(imageMeta(entry.obis, image));
    }
    return { metas, skipped };
  };

  const save = async (values: ReadingFormValues): Promise<SaveOutcome | null> => {
    if (!values.reading_date) return null;
    const { metas, skipped } = await uploadPhotos(values);
    try {
      await create.mutateAsync({
        meter: request.meter.url,
        reading_date: readingMoment(values.reading_date),
        results: values.entries.map((entry) => ({
          obis: entry.obis,
          value: normalizeValue(entry.value),
          applied_method: 'manual',
        })),
        image_metas: metas,
        reading_request: request.url,
      });
      return { kind: 'saved', skipped };
    } catch (error) {
      if (isApiError(error) && error.status === 409) return { kind: 'duplicate', skipped };
      const message = fieldErrorsOf(error).reading_date?.[0];
      if (message) {
        setError('reading_date', { message });
        return { kind: 'fields', skipped };
      }
      return { kind: 'error', message: serverMessage(error), skipped };
    }
  };
  return { save, pending: create.isPending };
}
