import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeterFormValues } from '../model/form-values';
import { useMeterFormMeta } from './meter-form-meta';

/** The form's fields that hold a text. */
export type TextFieldName = {
  [Key in keyof MeterFormValues]: MeterFormValues[Key] extends string ? Key : never;
}[keyof MeterFormValues];

/** The form's fields that hold a number chosen from a select. */
export type NumberFieldName = 'integer_digits' | 'fraction_digits';

interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: TextFieldName | NumberFieldName;
  /** Replaces the plain value update (e.g. the meter id that also fills the barcode). */
  onValueChange?: (value: string) => void;
  /** The value stored for the text (a number for the digits). */
  parse?: (text: string) => unknown;
  hint?: string;
  /** Shown when the field has no error of its own (e.g. that of a companion field that is not shown). */
  fallbackError?: string;
}

/** A text field (or select) of the meter form: label from meterForm.fields, error beside it, locked when read-only. */
export function FormTextField({
  name,
  onValueChange,
  parse,
  hint,
  fallbackError,
  slotProps,
  ...props
}: FormTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<MeterFormValues>();
  const { readOnly, errorOf } = useMeterFormMeta();
  const error = errorOf(name) ?? fallbackError;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={t(`meterForm.fields.${name}`)}
          fullWidth
          {...props}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            if (onValueChange) onValueChange(event.target.value);
            else field.onChange(parse ? parse(event.target.value) : event);
          }}
          disabled={props.disabled || readOnly.includes(name)}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{ ...slotProps, htmlInput: { 'data-testid': `meter-${name}`, ...slotProps?.htmlInput } }}
        />
      )}
    />
  );
}
