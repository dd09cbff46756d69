import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canAddBuilding, canEditBuilding } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { formatAddress, useBuilding } from '../../../resources/buildings';
import { BuildingForm } from './building-form';

/** /buildings/new and /buildings/{id}/edit. */
export function BuildingFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { actor, configuration } = useSession();
  const query = useBuilding(id);
  const editing = id !== undefined;
  const allowed = Boolean(
    actor &&
      configuration &&
      (editing ? canEditBuilding(actor, configuration) : canAddBuilding(actor, configuration)),
  );
  const title = t(editing ? 'buildings.form.editTitle' : 'buildings.form.newTitle');
  const address = query.data ? formatAddress(query.data) || t('buildings.addressNotSpecified') : '…';
  const crumbs = editing
    ? [
        { label: t('buildings.title'), to: '/buildings' },
        { label: address, to: `/buildings/${id}` },
        { label: title },
      ]
    : [{ label: t('buildings.title'), to: '/buildings' }, { label: title }];

  let content: ReactNode;
  if (!allowed) content = <Alert severity="error">{t('buildings.form.notAllowed')}</Alert>;
  else if (editing && query.isPending) content = <PageLoading py={6} />;
  else if (editing && !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    content = <Alert severity="error">{t(notFound ? 'buildings.notFound' : 'buildings.loadError')}</Alert>;
  } else content = <BuildingForm key={id ?? 'new'} building={query.data} />;

  return (
    <Box>
      <PageBreadcrumbs items={crumbs} />
      <Paper variant="outlined" sx={{ maxWidth: 900, p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {content}
      </Paper>
    </Box>
  );
}
