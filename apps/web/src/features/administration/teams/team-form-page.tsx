import { canCreateTeams, canEditTeam } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../components/form-page';
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

  return (
    <FormPage
      crumbs={crumbs}
      title={title}
      maxWidth={700}
      refusal={allowed ? undefined : t('administration.teams.notAllowed')}
      load={
        editing
          ? {
              query,
              notFound: t('administration.teams.notFound'),
              loadError: t('administration.teams.loadError'),
            }
          : undefined
      }
    >
      <TeamForm key={id ?? 'new'} company={company} />
    </FormPage>
  );
}
