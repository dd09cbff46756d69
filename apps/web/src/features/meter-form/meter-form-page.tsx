import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { isApiError } from '../../lib/api-error';
import { serverMessage } from '../../lib/server-message';
import { MeterForm } from './components/meter-form';
import { MeterFormHeader } from './components/meter-form-header';
import { useFormSetup } from './hooks/use-form-setup';
import type { MeterFormMode } from './model/form-values';

/** One screen, three modes chosen by the route: new meter, edit meter, meter change. */
export function MeterFormPage({ mode }: { mode: MeterFormMode }) {
  const { t } = useTranslation();
  const state = useFormSetup(mode);
  if (state.status === 'loading') {
    return <PageLoading />;
  }
  if (state.status === 'failed') {
    const notFound = isApiError(state.error) && state.error.status === 404;
    return (
      <Alert severity="error" data-testid="meter-form-load-error">
        {notFound
          ? t('meterForm.notFound')
          : `${t('meterForm.loadFailed')} ${serverMessage(state.error) ?? ''}`}
      </Alert>
    );
  }
  const meter = state.status === 'ready' ? state.setup.meter : state.meter;
  const building = state.status === 'ready' ? state.setup.building : state.building;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <MeterFormHeader
        mode={mode}
        meter={meter}
        building={building}
        routeBuildingId={state.routeBuildingId}
      />
      <Box sx={{ mt: 2 }}>
        {state.status === 'notAllowed' ? (
          <Alert severity="warning" data-testid="meter-form-not-allowed">
            {t(`meterForm.notAllowed.${mode}`)}
          </Alert>
        ) : (
          <MeterForm key={`${mode}-${meter?.resource_id ?? building?.resourceId}`} setup={state.setup} />
        )}
      </Box>
    </Box>
  );
}

export const NewMeterPage = () => <MeterFormPage mode="new" />;
export const EditMeterPage = () => <MeterFormPage mode="edit" />;
export const MeterReplacementPage = () => <MeterFormPage mode="replacement" />;
