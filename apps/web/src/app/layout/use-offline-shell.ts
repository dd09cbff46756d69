import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { startOutboxAutoSend } from '../../resources/offline/outbox-autosend';

/**
 * What the signed-in shell starts for working without a connection: the service worker
 * that keeps the app shell (production builds; its registration loaded lazily), and the outbox's sender
 * (at start, when the connection returns, every minute while readings wait).
 */
export function useOfflineShell() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.resource_id;
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void import('../../resources/offline/register-service-worker')
      .then((m) => m.registerServiceWorker())
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    return startOutboxAutoSend(queryClient, userId);
  }, [queryClient, userId]);
}
