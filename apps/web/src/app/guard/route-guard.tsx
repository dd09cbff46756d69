import { useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { appTranslationsLoaded, ensureAppTranslations } from '../../lib/i18n';
import { useSession, wasExplicitLogout } from '../../lib/session';
import { decideRoute, type RouteAccess } from './route-decision';
import { SessionError } from './session-error';

/** The signed-in pages' texts (a chunk of their own, not the login page's): loaded on the first protected page. */
function useAppTranslations(wanted: boolean): boolean {
  const [ready, setReady] = useState(appTranslationsLoaded);
  useEffect(() => {
    if (wanted && !ready) void ensureAppTranslations().then(() => setReady(true));
  }, [wanted, ready]);
  return ready;
}

/**
 * Renders the child routes, or redirects as `decideRoute` says; protected pages wait for the user data
 * and the signed-in pages' texts.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const textsReady = useAppTranslations(access === 'protected');
  const { pathname, search } = useLocation();
  const decision = decideRoute({
    access,
    pathname,
    search,
    authenticated: session.stored !== null,
    mustChangePassword: session.mustChangePassword,
    explicitLogout: wasExplicitLogout(),
  });
  const waiting = access === 'protected' && (session.status === 'loading' || !textsReady);
  // The signed-in page's first render (header, navigation, the page) follows the user data, a query
  // update React renders synchronously, in one task: deferred, it renders in a transition, in slices of a
  // few milliseconds, while the spinner stays.
  const deferredWaiting = useDeferredValue(waiting);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (waiting || deferredWaiting) return <PageLoading />;
  if (access === 'protected' && session.status === 'error') return <SessionError error={session.error} />;
  return <Outlet />;
}
