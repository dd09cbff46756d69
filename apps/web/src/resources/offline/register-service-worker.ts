import { Workbox } from 'workbox-window';

/**
 * Registers the app's service worker (pwa.config.ts: the precached app shell), once per page. Called
 * by the signed-in shell in production builds only; a browser without service workers, or a refused
 * registration, leaves the app as it was (online only).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/portal/sw.js', { scope: '/portal/' });
  workbox.register().catch((error: unknown) => console.warn('service worker not registered', error));
}
