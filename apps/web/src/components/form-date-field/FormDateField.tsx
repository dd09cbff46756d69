import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import {
  type Control,
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../lib/date-localization';
import { errorText } from '../../lib/form-rules';

export interface FormDateFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  rules?: ControllerProps<Values>['rules'];
  /** The days the picker offers (`minDate`, `disableFuture`). */
  limits?: Pick<DatePickerProps, 'minDate' | 'disableFuture'>;
}

/** A required day of a form (a dayjs value), its rule's message under it; the picker in the interface language. */
export function FormDateField<Values extends FieldValues>({
  name,
  control,
  label,
  rules,
  limits,
}: FormDateFieldProps<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <DateLocalization>
          <DatePicker
            label={label}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            {...limits}
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
