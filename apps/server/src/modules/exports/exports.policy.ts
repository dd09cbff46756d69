import {
  type Actor,
  canExport,
  exportFilterVisibility,
  type JobMode,
  type PortalConfiguration,
  TRANSFER_MODE_IDS,
  transferModeIds,
} from '@portal/contracts';
import { badRequest, forbidden } from '../../http/errors';

/**
 * Export: users of the configured company types (EXPORT_COMPANY_TYPES) but meter readers and the
 * administration (spec §6); the spec's modes as the configuration offers them (IMPORT_MODES), readings always.
 */
export function authorizeExport(actor: Actor, config: PortalConfiguration, modeId: string): JobMode {
  if (!canExport(actor, config)) throw forbidden('You may not export.');
  if (!transferModeIds(config).includes(modeId)) throw forbidden('This export mode is not available.');
  return TRANSFER_MODE_IDS[modeId]!;
}

/**
 * Refuses (400) a filter the mode does not take (exportFilterVisibility): ignored, it would let the file
 * hold more than was asked for.
 */
export function refuseFiltersNotTaken(
  modeId: string,
  query: Record<string, unknown>,
  names: Pick<PortalConfiguration, 'STATISTICS_START_FILTER' | 'STATISTICS_END_FILTER'>,
): void {
  const takes = exportFilterVisibility(modeId);
  const refused: Record<string, string[]> = {};
  if (!takes.statuses)
    for (const name of ['filter_status', 'filter_status_note'])
      if (query[name] !== undefined)
        refused[name] = ['Only the reading requests export (mode 0) filters by status.'];
  if (!takes.dates)
    for (const name of [names.STATISTICS_START_FILTER, names.STATISTICS_END_FILTER])
      if (query[name] !== undefined)
        refused[name] = ['The meters export (mode 1) has no dates to filter by.'];
  if (Object.keys(refused).length) throw badRequest(refused);
}
