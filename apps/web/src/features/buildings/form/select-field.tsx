import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionItems, type SelectOption } from '../../../components/select-options';
import { errorText } from '../../../lib/form-rules';
import type { BuildingFormValues, FormSelectField } from './building-form-schema';

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
      render={({ field, fieldState }) => (
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
          {optionItems(options, {
            empty: allowNotSet ? { value: '', label: t('buildings.notSet') } : undefined,
            current: field.value,
            currentLabel,
          })}
        </TextField>
      )}
    />
  );
}
