import type { ReadingCreate, ReadingRequest } from '@portal/contracts';
import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { isNetworkError } from '../../../lib/use-online';
import { formatAddress } from '../../../resources/buildings';
import { addToOutbox, type OutboxPhoto, readingImageMeta } from '../../../resources/offline';
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
  /** No connection: kept on this device in the outbox, sent when the connection returns. */
  | { kind: 'queued'; skipped: SkippedPhoto[] }
  | { kind: 'duplicate'; skipped: SkippedPhoto[] }
  | { kind: 'error'; message: string | undefined; skipped: SkippedPhoto[] }
  /** The server's field errors were placed beside their fields. */
  | { kind: 'fields'; skipped: SkippedPhoto[] };

type ImageMeta = NonNullable<ReadingCreate['image_metas']>[number];
type UploadedImage = { url: string; image_download: string };

/**
 * Saves the dialog: uploads each chosen photo first (POST images/; a failed upload skips that photo),
 * then POST readings/ with the request's url so the server answers the request in the same transaction.
 * Photos already uploaded by an earlier attempt are not uploaded again. A 409 is the duplicate message;
 * 400 field errors go beside their fields; anything else is a general problem.
 * Every photo and the reading carry an Idempotency-Key, the same for as long as the dialog is open.
 * Without a connection (the browser says so, or a send fails on the way) the reading goes to the
 * outbox with its photos and those keys, and is sent later exactly once (resources/offline).
 */
export function useSaveReading(request: ReadingRequest, setError: UseFormSetError<ReadingFormValues>) {
  const readingKey = useRef<string>(null);
  readingKey.current ??= newIdempotencyKey();
  const photoKeys = useRef(new WeakMap<File, string>());
  const create = useCreateReading(() => readingKey.current!);
  const uploaded = useRef(new WeakMap<File, UploadedImage>());
  const userId = useSession().user?.resource_id;

  const photoKey = (file: File) => {
    let key = photoKeys.current.get(file);
    if (!key) {
      key = newIdempotencyKey();
      photoKeys.current.set(file, key);
    }
    return key;
  };

  /** Uploads the photos not yet uploaded; `offline` when the connection failed on the way (the rest waits). */
  const uploadPhotos = async (values: ReadingFormValues) => {
    const metas: ImageMeta[] = [];
    const skipped: SkippedPhoto[] = [];
    for (const entry of values.entries) {
      if (!entry.photo) continue;
      let image = uploaded.current.get(entry.photo);
      if (!image) {
        try {
          image = await uploadImage(entry.photo, photoKey(entry.photo));
          uploaded.current.set(entry.photo, image);
        } catch (error) {
          if (isNetworkError(error)) return { metas, skipped, offline: true };
          skipped.push({ name: entry.photo.name, message: serverMessage(error) });
          continue;
        }
      }
      metas.push(readingImageMeta(entry.obis, image));
    }
    return { metas, skipped, offline: false };
  };

  const enqueue = async (
    values: ReadingFormValues,
    body: Omit<ReadingCreate, 'image_metas'>,
    skipped: SkippedPhoto[],
  ): Promise<SaveOutcome> => {
    if (!userId) return { kind: 'error', message: undefined, skipped };
    const skippedNames = new Set(skipped.map((photo) => photo.name));
    const photos: OutboxPhoto[] = [];
    for (const entry of values.entries) {
      if (!entry.photo || skippedNames.has(entry.photo.name)) continue;
      photos.push({
        obis: entry.obis,
        name: entry.photo.name,
        type: entry.photo.type,
        data: await entry.photo.arrayBuffer(),
        key: photoKey(entry.photo),
        image: uploaded.current.get(entry.photo),
      });
    }
    await addToOutbox({
      userId,
      created: new Date().toISOString(),
      requestId: request.resource_id,
      label: { meterId: request.meter.meter_id, address: formatAddress(request.meter.building) },
      reading: { key: readingKey.current!, body },
      photos,
    });
    return { kind: 'queued', skipped };
  };

  const save = async (values: ReadingFormValues): Promise<SaveOutcome | null> => {
    if (!values.reading_date) return null;
    const body = {
      meter: request.meter.url,
      reading_date: readingMoment(values.reading_date),
      results: values.entries.map((entry) => ({
        obis: entry.obis,
        value: normalizeValue(entry.value),
        applied_method: 'manual' as const,
      })),
      reading_request: request.url,
    };
    if (!navigator.onLine) return enqueue(values, body, []);
    const { metas, skipped, offline } = await uploadPhotos(values);
    if (offline) return enqueue(values, body, skipped);
    try {
      await create.mutateAsync({ ...body, image_metas: metas });
      return { kind: 'saved', skipped };
    } catch (error) {
      if (isNetworkError(error)) return enqueue(values, body, skipped);
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
