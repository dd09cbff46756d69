import type { Reading } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { ReadingRow, ReadingsRepository, ResultWithConsumption } from './readings.repository';

const num = (value: string | null) => (value === null ? null : Number(value));

/** Readings of a page with their results, consumption figures and photos (two queries per page). */
export async function presentReadings(
  request: FastifyRequest,
  repository: ReadingsRepository,
  rows: ReadingRow[],
): Promise<Reading[]> {
  const ids = rows.map((row) => row.id);
  const [results, metas] = await Promise.all([
    repository.resultsWithConsumption(ids),
    repository.imageMetas(ids),
  ]);
  const resultsOf = new Map<string, ResultWithConsumption[]>();
  for (const result of results)
    resultsOf.set(result.reading_id, [...(resultsOf.get(result.reading_id) ?? []), result]);
  return rows.map((row) => {
    const own = resultsOf.get(row.id) ?? [];
    const diffDays = own.find((result) => result.diff_days !== null)?.diff_days ?? null;
    return {
      url: objectUrl(request, 'readings', row.id),
      resource_id: row.id,
      meter: objectUrl(request, 'meters', row.meter_id),
      meter_id: row.meter_number,
      physical_unit: row.physical_unit,
      building: objectUrl(request, 'buildings', row.building_id),
      reading_date: row.reading_date.toISOString(),
      type: row.type,
      note: row.note,
      results: own.map((result) => ({
        obis: result.obis,
        value: Number(result.value),
        applied_method: result.applied_method,
        consumption: num(result.consumption),
        consumptionAverage: num(result.consumption_average),
      })),
      image_metas: metas
        .filter((meta) => meta.reading_id === row.id)
        .map((meta) => ({
          image: objectUrl(request, 'images', meta.image_id),
          image_download: `${objectUrl(request, 'images', meta.image_id)}download/`,
          obis: meta.obis,
          camera_model: meta.camera_model,
          frame_number: meta.frame_number,
          os_version: meta.os_version,
          pixolus_version: meta.pixolus_version,
          flash: meta.flash,
        })),
      applying_person: row.applying_person_email,
      applying_person_name: row.applying_person_name,
      diffDays,
      consumption: Object.fromEntries(own.map((result) => [result.obis, num(result.consumption)])),
      consumptionAverage: Object.fromEntries(
        own.map((result) => [result.obis, num(result.consumption_average)]),
      ),
      created: row.created.toISOString(),
      modified: row.modified.toISOString(),
      owner: row.owner_id ? objectUrl(request, 'users', row.owner_id) : null,
    };
  });
}
