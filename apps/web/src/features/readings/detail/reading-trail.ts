import type { Meter } from '@portal/contracts';
import { meterTrail, type TrailItem } from '../../../resources/meters';

type Translate = (key: string) => string;

/**
 * Breadcrumbs of a reading: below its meter's trail when reached through the meter (building → meter →
 * reading), else readings list → reading. `current` names the reading (its date).
 */
export function readingTrail(
  scope: { meterId?: string; buildingId?: string; meter: Meter | undefined },
  current: string,
  t: Translate,
): TrailItem[] {
  const here = { label: current };
  if (!scope.meterId) return [{ label: t('readings.title'), to: '/readings' }, here];
  return [...meterTrail(scope.meter, scope.meterId, scope.buildingId, t), here];
}
