import dayjs from 'dayjs';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../components/form-date-field';
import type { RequestFormValues } from './request-form-schema';

export interface RequestDateFieldProps {
  name: 'planned_reading_date' | 'planned_reading_date_end';
  /** The other date: re-checked when this one changes (start ≤ end). */
  other: 'planned_reading_date' | 'planned_reading_date_end';
  control: Control<RequestFormValues>;
  label: string;
}

/** A planned date of the request; the picker offers no day before today (week starts Monday). */
export function RequestDateField({ name, other, control, label }: RequestDateFieldProps) {
  return (
    <FormDateField
      name={name}
      control={control}
      label={label}
      rules={{ deps: [other] }}
      limits={{ minDate: dayjs().startOf('day') }}
    />
  );
}
