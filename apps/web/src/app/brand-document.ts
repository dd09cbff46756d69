import type { PortalConfig } from '@portal/contracts';
import { useEffect, useLayoutEffect } from 'react';
import { applyBrandColors } from '../theme/brand-colors';

/** The page shows the brand: its colours for the plain components, its name as title, its favicon. */
export function useBrandDocument(portal: PortalConfig | undefined) {
  const name = portal?.brand.name;
  const favicon = portal?.brand.favicon_url;
  const colors = portal?.brand.colors;
  // Before the first paint, so that no plain component shows the default brand's colours first.
  useLayoutEffect(() => applyBrandColors(colors), [colors]);
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
}
