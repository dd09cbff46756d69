import { photoFacts, type Reading } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { ReadingRecord } from './readings.repository';

const num = (value: string | null) => (value === null ? null : Number(value));

/** A reading with its results, consumption figures and photos → API object. */
export function presentReading(
  request: FastifyRequest,
  { row, results: own, imageMetas }: ReadingRecord,
): Reading {
  const diffDays = own.find((result) => result.diff_days !== null)?.diff_days ?? null;
  return {
    url: objectUrl(request, 'readings', row.id),
    resource_id: row.id,
    meter: objectUrl(request, 'meters', row.meter_id),
    meter_id: row.meter_number,
    physical_medium: row.physical_medium,
    physical_unit: row.physical_unit,
    building: objectUrl(request, 'buildings', row.building_id),
    building_address: {
      street: row.street ?? '',
      street_number: row.street_number ?? '',
      zip_code: row.zip_code ?? '',
      city: row.city ?? '',
    },
    reading_date: row.reading_date.toISOString(),
    type: row.type,
    note: row.note,
    results: own.map((result) => ({
      obis: result.obis,
      value: Number(result.value),
      applied_method: result.applied_method,
      consumption: num(result.consumption),
      consumptionAverage: num(result.consumption_average),
      plausibility: result.plausibility,
      plausibility_reasons: result.plausibility_reasons,
    })),
    image_metas: imageMetas.map((meta) => ({
      image: objectUrl(request, 'images', meta.image_id),
      image_download: `${objectUrl(request, 'images', meta.image_id)}download/`,
      ...photoFacts(meta),
    })),
    applying_person: row.applying_person_email,
    applying_person_name: row.applying_person_name,
    diffDays,
    consumption: Object.fromEntries(own.map((result) => [result.obis, num(result.consumption)])),
    consumptionAverage: Object.fromEntries(
      own.map((result) => [result.obis, num(result.consumption_average)]),
    ),
    plausibility: row.plausibility,
    origin: row.origin,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    owner: row.owner_id ? objectUrl(request, 'users', row.owner_id) : null,
  };
}
