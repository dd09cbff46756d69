import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeterFormValues } from '../model/form-values';
import type { TextFieldName } from './form-text-field';
import { useMeterFormMeta } from './meter-form-meta';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type SelectName = TextFieldName | 'integer_digits' | 'fraction_digits';

interface FormSelectFieldProps {
  name: SelectName;
  options: SelectOption[];
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Shown when the field has no error of its own (e.g. that of a companion field that is not shown). */
  fallbackError?: string;
  /** Replaces the plain value update (the medium and appearance change other fields too). */
  onValueChange?: (value: string) => void;
}

/** A select of the meter form; numbers (digits) are stored as numbers. */
export function FormSelectField({
  name,
  options,
  required,
  disabled,
  hint,
  fallbackError,
  onValueChange,
}: FormSelectFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<MeterFormValues>();
  const { readOnly, errorOf } = useMeterFormMeta();
  const error = errorOf(name) ?? fallbackError;
  const numeric = name === 'integer_digits' || name === 'fraction_digits';
  // A "none" option (empty value) is shown as a choice, not as an empty field.
  const hasEmptyOption = options.some((option) => option.value === '');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={t(`meterForm.fields.${name}`)}
          required={required}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.target.value;
            if (onValueChange) onValueChange(value);
            else field.onChange(numeric ? Number(value) : value);
          }}
          disabled={disabled || readOnly.includes(name)}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{
            htmlInput: { 'data-testid': `meter-${name}` },
            select: { displayEmpty: hasEmptyOption },
            inputLabel: hasEmptyOption ? { shrink: true } : undefined,
          }}
        >
          {options.map((option) => (
            <MenuItem key={String(option.value)} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
