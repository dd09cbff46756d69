import type { PortalConfig } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The brand of this host and the public switches: needed before sign-in, so it lives in lib. */
export const getPortalConfig = (signal?: AbortSignal) =>
  api.get<PortalConfig>('portal-config/', { anonymous: true, skipAuthRedirect: true, signal });

/** The portal configuration's query key; it belongs to no user and survives a change of user. */
export const portalConfigKeys = { all: ['portal-config'] as const };

export const portalConfigQueryOptions = () =>
  queryOptions({
    queryKey: portalConfigKeys.all,
    queryFn: ({ signal }) => getPortalConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });

export const usePortalConfig = () => useQuery(portalConfigQueryOptions());
