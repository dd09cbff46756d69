import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormSetup } from '../hooks/use-form-setup';
import { useMeterForm } from '../hooks/use-meter-form';
import { useSubmitMeter } from '../hooks/use-submit-meter';
import { DetailsSection } from '../sections/details-section';
import { IdentitySection } from '../sections/identity-section';
import { MediumSection } from '../sections/medium-section';
import { ObisSection } from '../sections/obis-section';
import { RelationsSection } from '../sections/relations-section';
import { ReplacementSection } from '../sections/replacement-section';
import { FormActions } from './form-actions';
import { type MeterFormMeta, MeterFormMetaProvider } from './meter-form-meta';
import { SubmitFeedback } from './submit-feedback';

/** The meter form of all three modes; saving is enabled by changes (or a pending check). */
export function MeterForm({ setup }: { setup: FormSetup }) {
  const { t } = useTranslation();
  const { form, errorOf } = useMeterForm(setup);
  const submit = useSubmitMeter(setup, form);
  const { isDirty, isSubmitting } = form.formState;
  const meta: MeterFormMeta = {
    mode: setup.mode,
    permissions: setup.context.permissions,
    presets: setup.presets,
    readOnly: setup.readOnly,
    buildingId: setup.building.resourceId,
    businessEntity: setup.building.businessEntity,
    meter: setup.meter,
    errorOf,
  };
  const handleReset = () => {
    form.reset();
    submit.clearOutcome();
  };

  return (
    <FormProvider {...form}>
      <MeterFormMetaProvider value={meta}>
        <Box
          component="form"
          noValidate
          onSubmit={submit.onSubmit}
          aria-label={t(`meterForm.title.${setup.mode}`)}
        >
          {setup.needsCheck && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="meter-needs-check">
              {t('meterForm.needsCheck')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Stack spacing={2}>
              <IdentitySection />
              <MediumSection />
              <DetailsSection />
            </Stack>
            <Stack spacing={2}>
              <ObisSection />
              <RelationsSection />
              {setup.mode === 'replacement' && <ReplacementSection />}
            </Stack>
          </Box>
          <SubmitFeedback outcome={submit.outcome} />
          <FormActions
            canSubmit={(isDirty || setup.needsCheck) && !isSubmitting}
            canReset={isDirty}
            submitting={isSubmitting}
            onReset={handleReset}
            cancelPath={setup.cancelPath}
          />
        </Box>
      </MeterFormMetaProvider>
    </FormProvider>
  );
}
