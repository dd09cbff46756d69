import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { BUILDING_LIMITS, type Building } from '@portal/contracts';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/select-options';
import { errorText } from '../../../lib/form-rules';
import { muiRegister } from '../../../lib/mui-register';
import {
  type BuildingFormValues,
  FORM_TEXT_FIELDS,
  type FormField,
  type FormTextField,
} from './building-form-schema';
import { SelectField } from './select-field';

export interface BuildingFormFieldsProps {
  register: UseFormRegister<BuildingFormValues>;
  control: Control<BuildingFormValues>;
  errors: FieldErrors<BuildingFormValues>;
  /** What `useFormOptions` says of the fields: hidden, required, read-only, and the selects' choices. */
  options: BuildingFieldOptions;
  building?: Building;
}

export interface BuildingFieldOptions {
  hidden: ReadonlySet<FormField>;
  required: ReadonlySet<string>;
  readOnly: ReadonlySet<string>;
  statusOptions: SelectOption[];
  consumers: SelectOption[];
  delegates: SelectOption[];
  managers: SelectOption[];
}

const MULTILINE: ReadonlySet<FormTextField> = new Set(['note']);

/** The inputs of the building form in two columns: texts first, then the selects. */
export function BuildingFormFields(props: BuildingFormFieldsProps) {
  const { register, control, errors, options, building } = props;
  const { hidden, required, readOnly } = options;
  const { t } = useTranslation();
  const text = (field: FormTextField) => {
    const max = BUILDING_LIMITS[field];
    const message = errors[field]?.message;
    return (
      <Grid key={field} size={{ xs: 12, sm: MULTILINE.has(field) ? 12 : 6 }}>
        <TextField
          {...muiRegister(register(field))}
          fullWidth
          size="small"
          margin="none"
          label={t(`buildings.fields.${field}`)}
          required={required.has(field)}
          disabled={readOnly.has(field)}
          multiline={MULTILINE.has(field)}
          minRows={MULTILINE.has(field) ? 2 : undefined}
          error={Boolean(message)}
          helperText={errorText(t, message, { max })}
          slotProps={{ htmlInput: { 'data-testid': `building-form-${field}` } }}
        />
      </Grid>
    );
  };
  const select = (
    field: Exclude<FormField, FormTextField>,
    options: SelectOption[],
    currentLabel?: string | null,
  ) =>
    !hidden.has(field) && (
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          name={field}
          control={control}
          options={options}
          allowNotSet={field !== 'status'}
          currentLabel={currentLabel}
        />
      </Grid>
    );
  return (
    <Grid container spacing={2}>
      {FORM_TEXT_FIELDS.filter((field) => !hidden.has(field)).map(text)}
      {select('status', options.statusOptions)}
      {select('commercial_consumer', options.consumers, building?.commercial_consumer_name)}
      {select('preferred_delegate', options.delegates, building?.preferred_delegate_name)}
      {select('property_manager', options.managers, building?.property_manager_name)}
    </Grid>
  );
}
