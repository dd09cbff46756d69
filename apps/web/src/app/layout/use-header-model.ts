import { useMemo } from 'react';
import { usePortalConfig } from '../../lib/portal-config';
import { useSession } from '../../lib/session';
import {
  administrationEntries,
  helpEntries,
  mainNavigation,
  type UserMenuEntry,
  userMenuEntries,
} from './header-entries';

const FALLBACK_USER_ENTRIES: UserMenuEntry[] = ['change_password', 'logout'];

/** Everything the header and the mobile drawer show, derived once from the session and the brand. */
export function useHeaderModel() {
  const { actor, configuration, user } = useSession();
  const { data: portal } = usePortalConfig();
  const manuals = portal?.brand.manuals;
  return useMemo(() => {
    const ready = actor && configuration;
    return {
      user,
      main: ready ? mainNavigation(actor) : [],
      admin: ready ? administrationEntries(actor, configuration) : [],
      help: manuals ? helpEntries(manuals) : [],
      userEntries: ready ? userMenuEntries(actor, configuration) : FALLBACK_USER_ENTRIES,
    };
  }, [actor, configuration, manuals, user]);
}

export type HeaderModel = ReturnType<typeof useHeaderModel>;
