import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortalConfig } from './portal';

export { getPortalConfig };

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

/** The query's answer, as `PortalContext` takes it in component tests. */
export const usePortalConfigData = () => usePortalConfig().data;
