import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../lib/date-localization';
import { errorText } from '../../lib/form-rules';
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
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ deps: [other] }}
      render={({ field, fieldState }) => (
        <DateLocalization>
          <DatePicker
            label={label}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            minDate={dayjs().startOf('day')}
            inputRef={field.ref}
            slotProps={{
              textField: {
                required: true,
                fullWidth: true,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: errorText(t, fieldState.error?.message),
                name,
              },
            }}
          />
        </DateLocalization>
      )}
    />
  );
}
