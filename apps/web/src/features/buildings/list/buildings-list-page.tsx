import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { type Choice, optionsQueryOptions } from '../../../resources/directory';
import { DASHBOARD_QUERY_ALIASES } from './building-filters';
import { BuildingsList } from './buildings-list';
import { useQueryAliases } from './use-query-aliases';

const NO_CHOICES: Choice[] = [];

/**
 * /buildings. The list's default status filter is the first status choice of OPTIONS buildings/, and
 * the dashboard's query names are rewritten first: only then does the list start, so that its first
 * request already carries the right filters. A failed OPTIONS call leaves the list without a default.
 */
export function BuildingsListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const options = useQuery(optionsQueryOptions('buildings/'));
  const aliasPending = useQueryAliases(DASHBOARD_QUERY_ALIASES);
  if (options.error) console.warn('building status choices could not be loaded', options.error);
  const waiting = options.isPending || aliasPending;
  // The list (filters, table) is the page's largest render: deferred, it renders in a transition, in
  // slices, instead of in the one task of the query update that ends the wait.
  const deferredWaiting = useDeferredValue(waiting);
  if (waiting || deferredWaiting) {
    return <PageLoading />;
  }
  const statusChoices = options.data?.actions?.POST?.status?.choices ?? NO_CHOICES;
  return <BuildingsList statusChoices={statusChoices} disableVirtualization={disableVirtualization} />;
}
