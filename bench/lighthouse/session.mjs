// Signing in as the web app does, for the scripts beside this one: POST /api/v2/access-token/, then the
// answer stored under `portal.session` in local storage (apps/web/src/lib/session/token-store.ts).

/** The access-token answer for `email`, or an error naming the status. */
export async function signIn(base, email, password) {
  const response = await fetch(new URL('/api/v2/access-token/', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Stores the session on a page of the origin that loads no script (the API's 404), so that the next
 * navigation opens signed in. `page` is a Playwright or a Puppeteer page (both have goto and evaluate).
 */
export async function storeSession(page, base, answer) {
  await page.goto(new URL('/api/v2/', base).href);
  await page.evaluate((session) => {
    window.localStorage.setItem(
      'portal.session',
      JSON.stringify({
        token: session.access_token,
        expires: session.expires,
        userId: session.user_id,
        urgency: session.password_change_urgency ?? null,
      }),
    );
  }, answer);
}
