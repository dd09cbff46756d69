import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canCreateTeams, canEditTeam } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCompany } from '../api/companies';
import { TeamForm } from './team-form';

/** /companies/new and /companies/{c_id}/edit. */
export function TeamFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { actor, configuration } = useSession();
  const query = useCompany(id);
  const editing = id !== undefined;
  const company = query.data;
  const allowed = Boolean(
    actor &&
      configuration &&
      (editing
        ? !company ||
          canEditTeam(actor, configuration, {
            id: company.resource_id,
            companyType: company.company_type,
            createdByCompanyId: company.created_by_company,
          })
        : canCreateTeams(actor, configuration)),
  );
  const title = t(editing ? 'administration.teams.editTitle' : 'administration.teams.newTitle');
  const crumbs = [
    { label: t('buildings.home'), to: '/' },
    { label: t('administration.teams.title'), to: '/companies' },
    ...(editing ? [{ label: company?.name ?? '…', to: `/companies/${id}/employees` }] : []),
    { label: title },
  ];

  let content: ReactNode;
  if (!allowed) content = <Alert severity="error">{t('administration.teams.notAllowed')}</Alert>;
  else if (editing && query.isPending) content = <PageLoading py={6} />;
  else if (editing && !company) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    content = (
      <Alert severity="error">
        {t(notFound ? 'administration.teams.notFound' : 'administration.teams.loadError')}
      </Alert>
    );
  } else content = <TeamForm key={id ?? 'new'} company={company} />;

  return (
    <Box>
      <PageBreadcrumbs items={crumbs} />
      <Paper variant="outlined" sx={{ maxWidth: 700, p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {content}
      </Paper>
    </Box>
  );
}
