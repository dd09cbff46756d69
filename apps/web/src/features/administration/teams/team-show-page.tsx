import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAddEmployee, canCreateTeams, canEditTeam, canManageEmployee } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DetailTabs } from '../../../components/detail-tabs';
import { AddLink } from '../../../components/list-page';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { companyKeys, objectOptionsQueryOptions } from '../../../resources/directory';
import { HistoryTable } from '../../../resources/history';
import { useCompany } from '../api/companies';
import { EmployeesTable } from '../employees/employees-table';
import { TeamFacts } from './team-facts';

/** /companies/{c_id}/employees: the team's company data and its employee table; its history in a tab. */
export function TeamShowPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { actor, configuration } = useSession();
  const query = useCompany(id);
  const company = query.data;
  const options = useQuery({
    ...objectOptionsQueryOptions(`companies/${encodeURIComponent(id)}/`),
    enabled: Boolean(company),
  });
  const serverAllowsEdit = Boolean(options.data?.actions?.PUT);
  const mayEdit = Boolean(
    actor &&
      configuration &&
      company &&
      serverAllowsEdit &&
      canEditTeam(actor, configuration, {
        id: company.resource_id,
        companyType: company.company_type,
        createdByCompanyId: company.created_by_company,
      }),
  );
  const mayManage = Boolean(
    actor &&
      configuration &&
      company &&
      canManageEmployee(actor, configuration, { id: company.resource_id, companyType: company.company_type }),
  );
  const mayAddEmployee = Boolean(
    actor &&
      configuration &&
      company &&
      canAddEmployee(actor, configuration, {
        id: company.resource_id,
        companyType: company.company_type,
        createdByCompanyId: company.created_by_company,
      }),
  );
  const teamsCrumb =
    actor && configuration && canCreateTeams(actor, configuration)
      ? [{ label: t('administration.teams.title'), to: '/companies' }]
      : [];

  if (query.isPending) return <PageLoading />;
  if (!company) {
    const notFound = isApiError(query.error) && [403, 404].includes(query.error.status);
    return (
      <Alert severity="error">
        {t(notFound ? 'administration.teams.notFound' : 'administration.teams.loadError')}
      </Alert>
    );
  }
  const activeContract = company.contract_status !== 'no_contract' && company.contract_status !== 'inactive';

  const overview = (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('administration.teams.companyData')}
        </Typography>
        <TeamFacts
          company={company}
          showVat={Boolean(configuration?.TEAM_VAT)}
          showContractStatus={activeContract || mayEdit}
        />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('administration.employees.title')}
        </Typography>
        {mayAddEmployee && (
          <AddLink to={`/companies/${company.resource_id}/employees/new`} testId="employees-add">
            {t('administration.employees.add')}
          </AddLink>
        )}
      </Stack>
      <EmployeesTable
        companyId={company.resource_id}
        manage={mayManage}
        disableVirtualization={disableVirtualization}
      />
    </>
  );
  const history = (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <HistoryTable objectType="companies" objectId={company.resource_id} queryKey={companyKeys.history} />
    </Paper>
  );

  return (
    <Box>
      <PageBreadcrumbs
        items={[{ label: t('buildings.home'), to: '/' }, ...teamsCrumb, { label: company.name }]}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {company.name}
        </Typography>
        {mayEdit && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`/companies/${company.resource_id}/edit`}
            data-testid="team-edit"
          >
            {t('administration.teams.edit')}
          </Button>
        )}
      </Stack>
      <DetailTabs
        label={t('history.tabs.label')}
        tabs={[
          { value: 'overview', label: t('history.tabs.overview'), content: overview },
          { value: 'history', label: t('history.tabs.history'), content: history },
        ]}
      />
    </Box>
  );
}
