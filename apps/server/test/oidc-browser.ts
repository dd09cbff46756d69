/** Cookies by name, as a browser keeps them for one site (paths and expiry are not needed here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || !value.join('=')) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Set-Cookie lines of an answer (fetch's Headers or light-my-request's header value). */
export const setCookiesOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A browser at the test provider: from the portal's authorization URL through the provider's own sign-in
 * page (devInteractions: the typed login, any password), following its redirects by hand, until the
 * provider sends the browser to another origin (the portal's callback). With `abort` the user cancels on
 * the sign-in page instead. The provider's cookies stay in `jar`, so a second sign-in skips the page.
 */
export async function throughProvider(
  authorizationUrl: string,
  login: string,
  { jar = new CookieJar(), abort = false }: { jar?: CookieJar; abort?: boolean } = {},
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.store(response.headers.getSetCookie());
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (prompt === 'login' && abort) {
      url = new URL(`${url.pathname}/abort`, url);
    } else if (prompt === 'login') {
      form = new URLSearchParams({ prompt: 'login', login, password: 'any-password' });
    } else if (prompt === 'consent') {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider did not send the browser back');
}
