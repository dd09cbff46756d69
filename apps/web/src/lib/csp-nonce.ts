/**
 * The nonce of this page load for inline <style> elements, which the server put into
 * <meta property="csp-nonce"> (apps/server/src/http/portal-page.ts); undefined outside the served page.
 * Browsers hide a nonce attribute once applied; the `nonce` property keeps it.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
