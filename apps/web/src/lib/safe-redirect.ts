/**
 * The in-app path a `redirect` query may send the user to after login: it must start with one `/`
 * (no `//host` or `/\host`, which browsers read as another origin) and contain no control characters.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** Where to go after login: the safe redirect query, else the dashboard. */
export const redirectTarget = (search: string) =>
  safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/';

/** `/login?redirect=<path+search>` for a protected path, plain `/login` for the dashboard. */
export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === '/' || pathname === '') return '/login';
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}
