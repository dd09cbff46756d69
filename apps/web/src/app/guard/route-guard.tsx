import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useSession, wasExplicitLogout } from '../../lib/session';
import { decideRoute, type RouteAccess } from './route-decision';
import { SessionError } from './session-error';

/** Renders the child routes, or redirects as `decideRoute` says; protected pages wait for the user data. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const decision = decideRoute({
    access,
    pathname,
    search,
    authenticated: session.stored !== null,
    mustChangePassword: session.mustChangePassword,
    explicitLogout: wasExplicitLogout(),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (access === 'protected' && session.status === 'loading') return <PageLoading />;
  if (access === 'protected' && session.status === 'error') return <SessionError error={session.error} />;
  return <Outlet />;
}
