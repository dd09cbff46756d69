import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canAddEmployee, canCreateTeams, canManageEmployee } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DetailTabs } from '../../../components/detail-tabs';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { employeeKeys } from '../../../resources/directory';
import { HistoryTable } from '../../../resources/history';
import { useCompany } from '../api/companies';
import { useEmployee } from '../api/employees';
import { EmployeeForm } from './employee-form';

/** /companies/{c_id}/employees/new, …/{e_id}/edit and …/{e_id}/edit/confirm-delete. */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const { id = '', employeeId } = useParams();
  const location = useLocation();
  const { actor, configuration } = useSession();
  const company = useCompany(id);
  const employee = useEmployee(employeeId);
  const editing = employeeId !== undefined;
  const team = company.data;
  const allowed = Boolean(
    actor &&
      configuration &&
      team &&
      (editing
        ? canManageEmployee(actor, configuration, { id: team.resource_id, companyType: team.company_type })
        : canAddEmployee(actor, configuration, {
            id: team.resource_id,
            companyType: team.company_type,
            createdByCompanyId: team.created_by_company,
          })),
  );
  const title = t(
    editing ? 'administration.employees.form.editTitle' : 'administration.employees.form.newTitle',
  );
  const teamsCrumb =
    actor && configuration && canCreateTeams(actor, configuration)
      ? [{ label: t('administration.teams.title'), to: '/companies' }]
      : [];
  const crumbs = [
    { label: t('buildings.home'), to: '/' },
    ...teamsCrumb,
    { label: company.data?.name ?? '…', to: `/companies/${id}/employees` },
    { label: title },
  ];

  let content: ReactNode;
  if (!allowed) content = <Alert severity="error">{t('administration.employees.form.notAllowed')}</Alert>;
  else if (company.isPending || (editing && employee.isPending)) content = <PageLoading py={6} />;
  else if (!company.data) content = <Alert severity="error">{t('administration.teams.loadError')}</Alert>;
  else if (editing && !employee.data) {
    const notFound = isApiError(employee.error) && employee.error.status === 404;
    content = (
      <Alert severity="error">
        {t(notFound ? 'administration.employees.form.notFound' : 'administration.employees.form.loadError')}
      </Alert>
    );
  } else
    content = (
      <EmployeeForm
        key={employeeId ?? 'new'}
        company={company.data}
        employee={employee.data}
        confirmDelete={location.pathname.endsWith('/confirm-delete')}
      />
    );
  const heading = (
    <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
      {title}
    </Typography>
  );
  const paper = (children: ReactNode) => (
    <Paper variant="outlined" sx={{ maxWidth: 700, p: { xs: 2, md: 3 } }}>
      {children}
    </Paper>
  );
  if (!(allowed && company.data && employee.data)) {
    return (
      <Box>
        <PageBreadcrumbs items={crumbs} />
        {paper(
          <>
            {heading}
            {content}
          </>,
        )}
      </Box>
    );
  }
  // An employee: the form and the user's history in tabs below the title, as on the detail pages.
  return (
    <Box>
      <PageBreadcrumbs items={crumbs} />
      {heading}
      <DetailTabs
        label={t('history.tabs.label')}
        tabs={[
          { value: 'overview', label: t('history.tabs.overview'), content: paper(content) },
          {
            value: 'history',
            label: t('history.tabs.history'),
            content: (
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <HistoryTable
                  objectType="users"
                  objectId={employee.data.resource_id}
                  queryKey={employeeKeys.history}
                />
              </Paper>
            ),
          },
        ]}
      />
    </Box>
  );
}
