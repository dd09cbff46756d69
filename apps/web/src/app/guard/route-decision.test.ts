import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteContext } from './route-decision';

const context = (overrides: Partial<RouteContext>): RouteContext => ({
  access: 'protected',
  pathname: '/',
  search: '',
  authenticated: false,
  mustChangePassword: false,
  ...overrides,
});

describe('decideRoute', () => {
  it('sends an unauthenticated user on a protected route to login with the wanted path', () => {
    expect(decideRoute(context({ pathname: '/meters', search: '?page=2' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmeters%3Fpage%3D2',
    });
  });

  it('adds no redirect query for the dashboard or after an explicit logout', () => {
    expect(decideRoute(context({ pathname: '/' }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideRoute(context({ pathname: '/meters', explicitLogout: true }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets anyone see public pages and guests see the login page', () => {
    expect(decideRoute(context({ access: 'public', pathname: '/login/reset' }))).toEqual({ kind: 'render' });
    expect(decideRoute(context({ access: 'guest-only', pathname: '/login' }))).toEqual({ kind: 'render' });
  });

  it('keeps a user who must change the password on /settings', () => {
    const forced = { authenticated: true, mustChangePassword: true };
    expect(decideRoute(context({ ...forced, pathname: '/meters' }))).toEqual({
      kind: 'redirect',
      to: '/settings',
    });
    expect(decideRoute(context({ ...forced, access: 'guest-only', pathname: '/login' }))).toEqual({
      kind: 'redirect',
      to: '/settings',
    });
    expect(decideRoute(context({ ...forced, pathname: '/settings' }))).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from the login page to a safe redirect target', () => {
    const signedIn = { authenticated: true, access: 'guest-only' as const, pathname: '/login' };
    expect(decideRoute(context({ ...signedIn, search: '?redirect=%2Freadings' }))).toEqual({
      kind: 'redirect',
      to: '/readings',
    });
    expect(decideRoute(context({ ...signedIn, search: '?redirect=%2F%2Fevil.example' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('renders protected pages for signed-in users', () => {
    expect(decideRoute(context({ authenticated: true, pathname: '/buildings' }))).toEqual({ kind: 'render' });
  });
});
