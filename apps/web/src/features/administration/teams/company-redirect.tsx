import { canCreateTeams } from '@portal/contracts';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';

/** /company: the teams list for team creators, else the own team's employees. */
export function CompanyRedirect() {
  const { actor, configuration } = useSession();
  if (!actor || !configuration) return <PageLoading />;
  const to = canCreateTeams(actor, configuration)
    ? '/companies'
    : `/companies/${encodeURIComponent(actor.companyId)}/employees`;
  return <Navigate to={to} replace />;
}
