import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Building } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { useCreateBuilding } from '../api/create-building';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingFormFields } from './building-form-fields';
import {
  BuildingBodyError,
  type BuildingFormValues,
  buildingFormSchema,
  FORM_FIELDS,
  type FormField,
  toBuildingWrite,
  toFormValues,
} from './building-form-schema';
import { DuplicateWarning } from './duplicate-warning';
import { useFormOptions } from './use-form-options';

type Outcome = { kind: 'duplicate'; url?: string } | { kind: 'error'; message?: string } | null;

/** New building (no `building`) or edit: save goes to the building, cancel back where the user came from. */
export function BuildingForm({ building }: { building?: Building }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useFormOptions(building?.resource_id);
  const create = useCreateBuilding();
  const update = useUpdateBuilding();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const schema = useMemo(() => buildingFormSchema(options.requiredFields), [options.requiredFields]);
  const { register, control, handleSubmit, setError, formState } = useForm<BuildingFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: toFormValues(building),
  });
  const cancelTo = building ? `/buildings/${building.resource_id}` : '/buildings';

  const isFormField = (field: string): field is FormField => FORM_FIELDS.includes(field as FormField);
  const named = (field: FormField, messages: string[]) =>
    messages.map((message) => `${t(`buildings.fields.${field}`)}: ${message}`);

  /**
   * Errors of rendered fields go beside them, the rest into the alert: setError on a field hidden from
   * this user (e.g. commercial_consumer) would show nothing, so its errors go there with the field's name.
   */
  const showFieldErrors = (errors: Record<string, string[]>) => {
    const general: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      if (!isFormField(field)) general.push(...messages);
      else if (options.hidden.has(field)) general.push(...named(field, messages));
      else setError(field, { message: messages[0] });
    }
    setOutcome(general.length ? { kind: 'error', message: general.join(' ') } : null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const body = toBuildingWrite(values, {
        hiddenFields: options.hidden,
        readOnly: building ? { fields: options.readOnly, building } : undefined,
        ownCommercialConsumer: options.ownCommercialConsumer,
      });
      const saved = building
        ? await update.mutateAsync({ id: building.resource_id, body })
        : await create.mutateAsync(body);
      navigate(`/buildings/${saved.resource_id}`);
    } catch (error) {
      if (error instanceof BuildingBodyError) return showFieldErrors(error.fieldErrors);
      if (isApiError(error) && error.status === 409) {
        const url = (error.data as { url?: unknown } | undefined)?.url;
        return setOutcome({ kind: 'duplicate', url: typeof url === 'string' ? url : undefined });
      }
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) return showFieldErrors(fields);
      setOutcome({ kind: 'error', message: serverMessage(error) });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={3}
      aria-label={t(building ? 'buildings.form.editTitle' : 'buildings.form.newTitle')}
    >
      <BuildingFormFields
        register={register}
        control={control}
        errors={formState.errors}
        options={options}
        building={building}
      />
      {outcome?.kind === 'duplicate' && <DuplicateWarning url={outcome.url} />}
      {outcome?.kind === 'error' && (
        <Alert severity="error" data-testid="building-form-error">
          {[t('buildings.form.saveError'), outcome.message].filter(Boolean).join(' ')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(cancelTo)} data-testid="building-form-cancel">
          {t('common.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting || !formState.isDirty}
          data-testid="building-form-save"
        >
          {t('common.actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
