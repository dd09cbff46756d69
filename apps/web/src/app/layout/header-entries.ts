import {
  type Actor,
  administrationMenu,
  canDeleteOwnAccount,
  canImport,
  canSeeMainNavigation,
  MANUALS,
  type PortalConfig,
  type PortalConfiguration,
} from '@portal/contracts';

export interface NavEntry {
  id: string;
  /** Translation key of the label. */
  labelKey: string;
  to: string;
}

export interface ManualEntry {
  id: (typeof MANUALS)[number];
  labelKey: string;
  href: string;
}

export type UserMenuEntry = 'change_password' | 'logout' | 'delete_account';

/** Dashboard, Buildings, Meters, Readings, Reading requests, for those who work with them. */
export function mainNavigation(actor: Actor): NavEntry[] {
  if (!canSeeMainNavigation(actor)) return [];
  return [
    { id: 'dashboard', labelKey: 'navigation.dashboard', to: '/' },
    { id: 'buildings', labelKey: 'navigation.buildings', to: '/buildings' },
    { id: 'meters', labelKey: 'navigation.meters', to: '/meters' },
    { id: 'readings', labelKey: 'navigation.readings', to: '/readings' },
    { id: 'reading_requests', labelKey: 'navigation.readingRequests', to: '/reading-requests' },
  ];
}

/** The administration menu in menu order, with the path each item opens. */
export function administrationEntries(actor: Actor, config: PortalConfiguration): NavEntry[] {
  return administrationMenu(actor, config).map((id) => {
    const labelKey = `navigation.admin.${id}`;
    switch (id) {
      case 'import_export':
        // Users who may only export land on the export page.
        return {
          id,
          labelKey,
          to: canImport(actor, config) ? '/import-export/import/0' : '/import-export/export/0',
        };
      case 'employees':
        return { id, labelKey, to: `/companies/${encodeURIComponent(actor.companyId)}/employees` };
      default:
        return { id, labelKey, to: `/${id}` };
    }
  });
}

/** A manual's link: it opens in a new tab, which gets no handle on the portal's page. */
export const manualLink = (entry: ManualEntry) =>
  ({ component: 'a', href: entry.href, target: '_blank', rel: 'noopener noreferrer' }) as const;

/** The brand's manuals that are configured, in the spec's order. */
export function helpEntries(manuals: PortalConfig['brand']['manuals']): ManualEntry[] {
  return MANUALS.flatMap((id) => {
    const href = manuals[id];
    return href ? [{ id, labelKey: `navigation.manuals.${id}`, href }] : [];
  });
}

export function userMenuEntries(actor: Actor, config: PortalConfiguration): UserMenuEntry[] {
  const entries: UserMenuEntry[] = ['change_password', 'logout'];
  if (canDeleteOwnAccount(actor, config)) entries.push('delete_account');
  return entries;
}
