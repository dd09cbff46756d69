import type { ReactNode } from 'react';
import { usePortalConfig } from '../lib/portal-config';
import { BrandTheme } from './brand-theme';

/** The brand theme from the portal configuration's query (defaults if it cannot be loaded). */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const portal = usePortalConfig();
  return (
    <BrandTheme portal={portal.data} pending={portal.isPending}>
      {children}
    </BrandTheme>
  );
}
