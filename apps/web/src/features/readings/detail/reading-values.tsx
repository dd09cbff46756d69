import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Reading } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { PlausibilityChip } from '../../../resources/readings';
import type { ValueEditState } from './use-value-edit';
import { ValueCell } from './value-cell';

type Result = Reading['results'][number];

export interface ReadingValuesProps {
  reading: Reading;
  edit: ValueEditState;
  /** The user may edit values (contracts canEditReading): otherwise no edit icons. */
  editable: boolean;
}

/** Per OBIS code: the value with its unit (editable inline), its plausibility and the consumption since the previous reading. */
export function ReadingValues({ reading, edit, editable }: ReadingValuesProps) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('readings.detail.values')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('readings.detail.obis')}</TableCell>
              <TableCell>{t('readings.detail.value')}</TableCell>
              <TableCell>{t('readings.detail.plausibility')}</TableCell>
              <TableCell>{t('readings.detail.consumption')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reading.results.map((result) => (
              <TableRow key={result.obis} data-testid={`reading-value-${result.obis}`}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {result.obis}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <ValueCell result={result} unit={reading.physical_unit} edit={edit} editable={editable} />
                </TableCell>
                <TableCell>
                  <PlausibilityChip
                    plausibility={result.plausibility}
                    reasons={result.plausibility_reasons}
                  />
                </TableCell>
                <TableCell>
                  <Consumption result={result} unit={reading.physical_unit} days={reading.diffDays} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {edit.saveError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="reading-value-error">
          {t('readings.edit.error')} {edit.saveError.message}
        </Alert>
      )}
    </>
  );
}

function Consumption({ result, unit, days }: { result: Result; unit: string; days: number | null }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null) => `${formatNumber(value, i18n.language)} ${unit}`;
  if (result.consumption === null || days === null) return <>{t('readings.detail.firstReading')}</>;
  return (
    <>
      {t('readings.detail.consumptionSince', {
        value: number(result.consumption),
        count: days,
        average: number(result.consumptionAverage),
      })}
    </>
  );
}
