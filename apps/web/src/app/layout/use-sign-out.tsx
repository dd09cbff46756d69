import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { useSession } from '../../lib/session';
import { clearOfflineUserData } from '../../resources/offline/offline-db';
import { listOutbox, notifyOutboxChanged } from '../../resources/offline/outbox';

/**
 * Sign-out: first the user's data kept on this device for a day without a connection is
 * deleted, their open requests and their outbox; readings in the outbox not yet sent are lost with it,
 * so the user is asked first when there are any. The service worker's cache holds the app shell only
 * and stays. Render `confirmDialog` once.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { logout, stored } = useSession();
  const { confirm, confirmDialog } = useConfirm();
  const userId = stored?.userId;
  const signOut = useCallback(async () => {
    if (userId && typeof indexedDB !== 'undefined') {
      const count = await listOutbox(userId).then(
        (items) => items.length,
        () => 0,
      );
      if (
        count > 0 &&
        !(await confirm({
          title: t('offline.signOut.title'),
          content: t('offline.signOut.text', { count }),
          confirmLabel: t('offline.signOut.confirm'),
          destructive: true,
        }))
      )
        return;
      await clearOfflineUserData(userId).catch(() => undefined);
      notifyOutboxChanged();
    }
    logout();
  }, [confirm, logout, t, userId]);
  return { signOut, confirmDialog };
}
