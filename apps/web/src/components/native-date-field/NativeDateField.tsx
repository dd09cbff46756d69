import TextField from '@mui/material/TextField';
import dayjs, { type Dayjs } from 'dayjs';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/form-rules';

/** The browser's form of a day in a date input's value. */
const DAY = 'YYYY-MM-DD';

export interface NativeDateFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  /** No day after today is offered. */
  disableFuture?: boolean;
}

/**
 * A required day of a form (a dayjs value, as `FormDateField`) in the browser's own date input: on a
 * phone its wheel or calendar, without the date picker's code. The form's schema still judges the day.
 */
export function NativeDateField<Values extends FieldValues>({
  name,
  control,
  label,
  disableFuture = false,
}: NativeDateFieldProps<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value as Dayjs | null;
        return (
          <TextField
            type="date"
            label={label}
            name={name}
            value={value?.isValid() ? value.format(DAY) : ''}
            onChange={(event) => field.onChange(event.target.value ? dayjs(event.target.value, DAY) : null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={errorText(t, fieldState.error?.message)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: disableFuture ? { max: dayjs().format(DAY) } : undefined,
            }}
          />
        );
      }}
    />
  );
}
