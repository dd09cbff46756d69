import type { QueryClient } from '@tanstack/react-query';
import { listOutbox } from './outbox';
import { sendOutboxAndRefresh } from './use-outbox';

/** While readings wait and the browser says it is online, a stopped round is tried again this often. */
export const RETRY_INTERVAL_MS = 60_000;

/**
 * Sends the user's outbox by itself: at start (the app opened with readings waiting), whenever the
 * browser comes back online, and every minute while readings still wait (a round stopped by a flaky
 * connection). Answers the function that stops it (sign-out, another user).
 */
export function startOutboxAutoSend(queryClient: QueryClient, userId: string): () => void {
  const sendIfWaiting = async () => {
    if (!navigator.onLine) return;
    try {
      const items = await listOutbox(userId);
      if (items.some((item) => item.state === 'waiting')) await sendOutboxAndRefresh(queryClient, userId);
    } catch (error) {
      console.warn('outbox not sent', error);
    }
  };
  const onOnline = () => void sendIfWaiting();
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(onOnline, RETRY_INTERVAL_MS);
  void sendIfWaiting();
  return () => {
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}
