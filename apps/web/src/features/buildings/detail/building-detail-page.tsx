import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canCreateMeterFromScratch,
  canDeleteBuilding,
  canEditBuilding,
  referenceId,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { useConfirm } from '../../../components/confirm-dialog';
import { DetailTabs } from '../../../components/detail-tabs';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { buildingKeys, formatAddress, useBuilding } from '../../../resources/buildings';
import { HistoryTable } from '../../../resources/history';
import { BuildingFacts } from './building-facts';
import { BuildingMenu } from './building-menu';
import { BuildingMetersTable } from './building-meters-table';
import { MetersCheckBanner } from './meters-check-banner';
import { useBuildingDelete } from './use-building-delete';

interface ColumnProps {
  /** Twelfths of the width on large screens (full width below). */
  width: number;
  /** Place on small screens, where the columns stack (the building's data comes first). */
  order: number;
  /** Id of the section's heading, or its name when it has no heading of its own (`label`). */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** One side of the detail page: an outlined section. */
function Column({ width, order, labelledBy, label, children }: ColumnProps) {
  return (
    <Grid size={{ xs: 12, lg: width }} sx={{ order: { xs: order, lg: 'unset' } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        component="section"
        aria-labelledby={labelledBy}
        aria-label={label}
      >
        {children}
      </Paper>
    </Grid>
  );
}

/** /buildings/{id}: the building's meters (or, in a second tab, its history) on the left, its data and actions on the right. */
export function BuildingDetailPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, actor, configuration } = useSession();
  const query = useBuilding(id);
  const { confirm, confirmDialog } = useConfirm();
  const deletion = useBuildingDelete(id);
  const building = query.data;

  if (query.isPending) {
    return <PageLoading />;
  }
  if (!building) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return <Alert severity="error">{t(notFound ? 'buildings.notFound' : 'buildings.loadError')}</Alert>;
  }

  const address = formatAddress(building) || t('buildings.addressNotSpecified');
  const mayEdit = Boolean(actor && configuration && canEditBuilding(actor, configuration));
  const mayDelete = Boolean(
    actor &&
      configuration &&
      canDeleteBuilding(actor, configuration, { ownerCompanyId: referenceId(building.owner_company) }),
  );
  const mayAddMeter = Boolean(
    actor && user && canCreateMeterFromScratch(actor, user.custom_data.webportal_settings),
  );
  const handleDelete = async () => {
    const ok = await confirm({
      title: t('buildings.deleteConfirmTitle'),
      content: t('buildings.deleteConfirmText', { address }),
      confirmLabel: t('buildings.delete'),
      destructive: true,
    });
    if (ok) deletion.remove();
  };

  return (
    <Box>
      <PageBreadcrumbs items={[{ label: t('buildings.title'), to: '/buildings' }, { label: address }]} />
      <Grid container spacing={3}>
        <Column width={8} order={2} label={t('buildings.meters.sectionLabel')}>
          <DetailTabs
            label={t('history.tabs.label')}
            tabs={[
              {
                value: 'meters',
                label: t('buildings.meters.title'),
                content: (
                  <>
                    {/* The tab names the meters for the eye; the heading keeps them in the page outline. */}
                    <Typography variant="h6" component="h2" sx={VISUALLY_HIDDEN}>
                      {t('buildings.meters.title')}
                    </Typography>
                    <MetersCheckBanner
                      buildingId={building.resource_id}
                      count={building.meters_needing_check}
                    />
                    <BuildingMetersTable
                      buildingId={building.resource_id}
                      canAddMeter={mayAddMeter}
                      disableVirtualization={disableVirtualization}
                    />
                  </>
                ),
              },
              {
                value: 'history',
                label: t('history.tabs.history'),
                content: (
                  <HistoryTable
                    objectType="buildings"
                    objectId={building.resource_id}
                    queryKey={buildingKeys.history}
                  />
                ),
              },
            ]}
          />
        </Column>
        <Column width={4} order={1} labelledBy="building-title">
          <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2 }}>
            <Typography id="building-title" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {address}
            </Typography>
            <BuildingMenu
              buildingId={building.resource_id}
              canEdit={mayEdit}
              canDelete={mayDelete}
              onDelete={handleDelete}
              disabled={deletion.deleting || deletion.deleted}
            />
          </Stack>
          <BuildingFacts building={building} />
        </Column>
      </Grid>
      {confirmDialog}
    </Box>
  );
}
