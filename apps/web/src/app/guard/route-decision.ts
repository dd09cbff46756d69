import { loginPathFor, redirectTarget } from '../../lib/safe-redirect';

/** public: anyone; guest-only: the login page (a signed-in user goes on); protected: signed-in users. */
export type RouteAccess = 'public' | 'guest-only' | 'protected';

export interface RouteContext {
  access: RouteAccess;
  pathname: string;
  search: string;
  authenticated: boolean;
  mustChangePassword: boolean;
  /** The session ended because the user logged out (not because a call answered 401). */
  explicitLogout?: boolean;
}

export type RouteDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

export const SETTINGS_PATH = '/settings';
const render: RouteDecision = { kind: 'render' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** The route guard's rules, without React: who may see which path, and where the others go. */
export function decideRoute(context: RouteContext): RouteDecision {
  const { access, pathname, search, authenticated } = context;
  if (!authenticated) {
    if (access !== 'protected') return render;
    return redirect(context.explicitLogout ? '/login' : loginPathFor(pathname, search));
  }
  if (context.mustChangePassword && pathname !== SETTINGS_PATH) return redirect(SETTINGS_PATH);
  if (access === 'guest-only') return redirect(redirectTarget(search));
  return render;
}
