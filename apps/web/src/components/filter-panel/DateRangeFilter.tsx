import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../lib/date-localization';
import { type DateRange, pickDateRangeBound } from './date-range';

export interface DateRangeFilterProps {
  /** ISO date ("2025-01-31") or undefined. */
  from: string | undefined;
  to: string | undefined;
  /** The whole new range, already adjusted (see `pickDateRangeBound`); write both bounds at once. */
  onChange: (range: DateRange) => void;
  fromLabel?: ReactNode;
  toLabel?: ReactNode;
  disabled?: boolean;
}

const ISO_DATE = 'YYYY-MM-DD';

function toIso(value: Dayjs | null): string | undefined {
  // A half-typed date is invalid: treat it as "no bound" instead of sending garbage to the API.
  return value?.isValid() ? value.format(ISO_DATE) : undefined;
}

/** Two date pickers for a from/to filter, in the interface language (weeks starting on Monday). */
export function DateRangeFilter({ from, to, onChange, fromLabel, toLabel, disabled }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const range = { from, to };
  const change =
    (bound: keyof DateRange) =>
    (value: Dayjs | null, { validationError }: { validationError: string | null }) =>
      onChange(pickDateRangeBound(range, bound, toIso(value), validationError));
  const fieldSx = { width: 180 };
  return (
    <DateLocalization>
      <DatePicker
        label={fromLabel ?? t('components.dateRange.from')}
        value={from ? dayjs(from) : null}
        onChange={change('from')}
        disabled={disabled}
        slotProps={{ textField: { size: 'small', sx: fieldSx }, field: { clearable: true } }}
      />
      <DatePicker
        label={toLabel ?? t('components.dateRange.to')}
        value={to ? dayjs(to) : null}
        onChange={change('to')}
        disabled={disabled}
        slotProps={{ textField: { size: 'small', sx: fieldSx }, field: { clearable: true } }}
      />
    </DateLocalization>
  );
}
