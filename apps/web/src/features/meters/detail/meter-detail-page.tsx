import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DetailTabs } from '../../../components/detail-tabs';
import { isApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { HistoryTable } from '../../../resources/history';
import { meterBasePath, meterKeys, meterTitle, meterTrail, useMeter } from '../../../resources/meters';
import { ConsumptionSection } from '../consumption-chart/consumption-section';
import { MeterReadingsTable } from '../readings/meter-readings-table';
import { AddressChangeDialog } from './address-change-dialog';
import { MeterDetailFields } from './meter-detail-fields';
import { MeterMenu } from './meter-menu';
import { useMeterActions } from './use-meter-actions';
import { useMeterPermissions } from './use-meter-permissions';

/**
 * /meters/{id} and /buildings/{buildingId}/meters/{id}: the meter's fields, actions and readings, and its
 * history in a second tab.
 */
export function MeterDetailPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const { id = '', buildingId } = useParams();
  const { configuration } = useSession();
  const query = useMeter(id);
  const meter = query.data;
  const permissions = useMeterPermissions(meter);
  const actions = useMeterActions(meter);
  const [moving, setMoving] = useState(false);
  const navigate = useNavigate();
  const handleMoved = (newBuildingId: string) => {
    setMoving(false);
    // Reached through the old building: the trail must follow the meter to its new building.
    if (buildingId) navigate(meterBasePath(id, newBuildingId), { replace: true });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <CircularProgress aria-label={t('common.loading')} />;
  } else if (query.isError || !meter) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <Alert severity="error">{notFound ? t('meters.detail.notFound') : serverMessage(query.error)}</Alert>
    );
  } else {
    const overview = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <MeterDetailFields meter={meter} configuration={configuration} />
        </Paper>
        <ConsumptionSection meter={meter} />
        <MeterReadingsTable
          meter={meter}
          buildingId={buildingId}
          disableVirtualization={disableVirtualization}
        />
      </Stack>
    );
    const history = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <HistoryTable objectType="meters" objectId={meter.resource_id} queryKey={meterKeys.history} />
      </Paper>
    );
    body = (
      <>
        {meter.needs_check && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="meter-needs-check">
            {t('meters.detail.needsCheckBanner')}
          </Alert>
        )}
        <DetailTabs
          label={t('history.tabs.label')}
          tabs={[
            { value: 'overview', label: t('history.tabs.overview'), content: overview },
            { value: 'history', label: t('history.tabs.history'), content: history },
          ]}
        />
      </>
    );
  }

  return (
    <Box>
      <PageBreadcrumbs items={meterTrail(meter, id, buildingId, t)} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {meter ? meterTitle(meter) : t('meters.detail.title')}
        </Typography>
        {meter && (
          <MeterMenu
            basePath={meterBasePath(id, buildingId)}
            permissions={permissions}
            onChangeAddress={() => setMoving(true)}
            onDelete={actions.deleteMeter}
            disabled={actions.deleting || actions.deleted}
          />
        )}
      </Stack>
      {body}
      {meter && moving && (
        <AddressChangeDialog
          open
          currentBuildingId={meter.building.resource_id}
          busy={actions.moving}
          onClose={() => setMoving(false)}
          onChoose={async (building) => {
            if (await actions.moveTo(building)) handleMoved(building.resource_id);
          }}
        />
      )}
      {actions.confirmDialog}
    </Box>
  );
}
