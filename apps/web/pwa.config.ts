import { VitePWA } from 'vite-plugin-pwa';

/** Where the portal lives (vite.config.ts `base`); the service worker's scope. */
const BASE = '/portal/';

/**
 * The installable web app: a web app manifest with the brand's icon (PNGs drawn by
 * scripts/make-pwa-icons.mjs) and a Workbox service worker (vite-plugin-pwa's generateSW) that precaches
 * the built app shell, so the signed-in pages open without a connection.
 *
 * - Only the shell is cached (and the brand's files the pages show), never the API: the data a meter
 *   reader needs offline lives in IndexedDB (src/resources/offline/).
 * - index.html is a template the server fills per request (CSP nonce, the host's brand, the language):
 *   it is precached under the address the server answers it at (`/portal/`), and page loads still go to
 *   the network first (NetworkOnly), so online nothing changes; only a failed page load gets the
 *   precached page (precacheFallback). Requests under /api/ are not touched.
 * - The app registers the worker itself after sign-in (src/resources/offline/register-service-worker.ts,
 *   loaded lazily), so the login page loads no code for it.
 */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    strategies: 'generateSW',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: BASE,
      name: 'Meter reading portal',
      short_name: 'Meter portal',
      description: 'Buildings, meters, reading requests and meter readings; readings recorded offline too.',
      lang: 'en',
      start_url: `${BASE}reading-requests`,
      scope: BASE,
      display: 'standalone',
      orientation: 'any',
      // The default brand's header and background colours (apps/server/brands/default/brand.json).
      theme_color: '#0f5c8c',
      background_color: '#f4f6f8',
      icons: [
        { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons (apple-touch-icon too) are precached by the glob below.
    includeAssets: [],
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
      // Source maps and the precompressed copies (the browser gets those by content negotiation).
      // login.html too: the login page needs the network (offline, /portal/login gets the app's page).
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'login.html'],
      // The largest chunk (the data grid, the charts) is well below this.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // index.html is never served as a file: the server answers it at /portal/ (see above).
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: BASE } : entry)),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: BASE } },
        },
        // The brand's files (logo, icons of the media, loading picture) the signed-in pages show: from
        // the cache at once, refreshed behind (they keep their names when a brand's artwork changes).
        {
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/brand/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'portal-brand', expiration: { maxEntries: 100 } },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
    },
  });
}
