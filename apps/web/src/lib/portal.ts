import type { PortalConfig } from '@portal/contracts';
import { createContext, useContext } from 'react';
import { api } from './api-client';

/** The brand of this host and the public switches: needed before sign-in, so it lives in lib. */
export const getPortalConfig = (signal?: AbortSignal) =>
  api.get<PortalConfig>('portal-config/', { anonymous: true, skipAuthRedirect: true, signal });

/**
 * How the frame every page shares (brand, languages, footer) reads the portal configuration: a hook, so
 * that this module needs no query cache. The brand theme puts in the configuration it was given (the
 * signed-in app's query answer, or what the login page's own entry fetched); component tests put in the
 * query itself (`usePortalConfigData`), which then loads only where a component reads it.
 */
export const PortalContext = createContext<() => PortalConfig | undefined>(() => undefined);

export const usePortal = () => useContext(PortalContext)();
