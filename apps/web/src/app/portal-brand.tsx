import type { PortalConfig } from '@portal/contracts';
import { type ReactNode, useCallback } from 'react';
import { PortalContext } from '../lib/portal';
import { useBrandDocument } from './brand-document';

/**
 * The portal configuration for the frame's components, and the brand on the page (its colours, title and
 * favicon): all that the plain pages need. The MUI pages get it inside `BrandTheme`.
 */
export function PortalBrand({ portal, children }: { portal: PortalConfig | undefined; children: ReactNode }) {
  useBrandDocument(portal);
  const readPortal = useCallback(() => portal, [portal]);
  return <PortalContext.Provider value={readPortal}>{children}</PortalContext.Provider>;
}
