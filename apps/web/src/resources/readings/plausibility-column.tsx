import type { GridColDef } from '@mui/x-data-grid';
import type { PlausibilityReason, Reading } from '@portal/contracts';
import { CellContent } from '../../components/data-table';
import { PlausibilityChip } from './plausibility-chip';

/** The reasons of a reading's implausible results, each once (the chip's tooltip lists them). */
export function implausibleReasons(reading: Pick<Reading, 'results'>): PlausibilityReason[] {
  const reasons = reading.results
    .filter((result) => result.plausibility === 'implausible')
    .flatMap((result) => result.plausibility_reasons);
  return [...new Set(reasons)];
}

/**
 * The plausibility column of a readings table: a warning chip on implausible readings (nothing for
 * plausible or not yet judged ones), shared by the readings list and a meter's readings.
 */
export function plausibilityColumn(headerName: string): GridColDef<Reading> {
  return {
    field: 'plausibility',
    headerName,
    width: 150,
    sortable: false,
    renderCell: ({ row }) => (
      <CellContent>
        <PlausibilityChip plausibility={row.plausibility} reasons={implausibleReasons(row)} />
      </CellContent>
    ),
  };
}
