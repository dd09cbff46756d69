import type { PortalConfig } from '@portal/contracts';
import { useEffect } from 'react';

/** The browser tab shows the brand: its name as title and its favicon. */
export function useBrandDocument(portal: PortalConfig | undefined) {
  const name = portal?.brand.name;
  const favicon = portal?.brand.favicon_url;
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
