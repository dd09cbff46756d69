import createCache from '@emotion/cache';
import { cspNonce } from '../lib/csp-nonce';

/**
 * The emotion cache behind MUI's styles: its <style> elements carry the page's CSP nonce, which the
 * Content-Security-Policy's style-src allows (no 'unsafe-inline').
 */
export const createStyleCache = () => createCache({ key: 'css', nonce: cspNonce() });
