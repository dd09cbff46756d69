import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-rules';
import type { BuildingFormValues, FormSelectField } from './building-form-schema';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: FormSelectField;
  control: Control<BuildingFormValues>;
  options: readonly SelectOption[];
  /** Adds a "not set" entry (value ''). */
  allowNotSet?: boolean;
  /** The stored value's display name, listed when it is not among the options (another company's employee). */
  currentLabel?: string | null;
}

/** A select of the building form bound to react-hook-form; server errors show below it. */
export function SelectField({ name, control, options, allowNotSet, currentLabel }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const missing = field.value !== '' && !options.some((option) => option.value === field.value);
        const shown = missing
          ? [...options, { value: field.value, label: currentLabel || field.value }]
          : options;
        return (
          <TextField
            select
            fullWidth
            size="small"
            margin="none"
            label={t(`buildings.fields.${name}`)}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={errorText(t, fieldState.error?.message)}
            slotProps={{ htmlInput: { 'data-testid': `building-form-${name}` } }}
          >
            {allowNotSet && (
              <MenuItem value="">
                <em>{t('buildings.notSet')}</em>
              </MenuItem>
            )}
            {shown.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
