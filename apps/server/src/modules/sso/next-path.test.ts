import { describe, expect, it } from 'vitest';
import { refusalPath, safeNextPath } from './next-path';

const DEFAULT = '/portal/login?check_privileges=true';

describe('safeNextPath', () => {
  it('keeps a path of this portal, with its query and fragment', () => {
    expect(safeNextPath('/portal/meters?status=active#top')).toBe('/portal/meters?status=active#top');
    expect(safeNextPath('/portal/login?check_privileges=true')).toBe(DEFAULT);
    expect(safeNextPath('/portal/a/../settings')).toBe('/portal/settings');
  });

  it.each([
    undefined,
    '',
    ['/portal/'],
    'portal/meters',
    '//evil.example/portal/',
    '/\\evil.example',
    '/portal\\..\\..\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/portal/\nSet-Cookie:x=y',
    '/portal/\u0000',
    `/${'a'.repeat(2001)}`,
    '/redirect-to-portal/',
  ])('sends %o to the login page that signs in with the session', (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT);
  });
});

describe('refusalPath', () => {
  it('names the code in the login page’s query', () => {
    expect(refusalPath('bad_state')).toBe('/portal/login?sso_error=bad_state');
  });
});
