import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { FormTextField, type NumberFieldName, type TextFieldName } from './form-text-field';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type SelectName = TextFieldName | NumberFieldName;

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
export function FormSelectField({ name, options, ...field }: FormSelectFieldProps) {
  const numeric = name === 'integer_digits' || name === 'fraction_digits';
  // A "none" option (empty value) is shown as a choice, not as an empty field.
  const hasEmptyOption = options.some((option) => option.value === '');
  return (
    <FormTextField
      select
      name={name}
      {...field}
      parse={numeric ? Number : undefined}
      slotProps={{
        select: { displayEmpty: hasEmptyOption },
        inputLabel: hasEmptyOption ? { shrink: true } : undefined,
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
