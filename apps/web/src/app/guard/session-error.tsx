import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../components/plain';
import '../../components/plain/plain.css';
import { serverMessage } from '../../lib/server-message';
import { sessionKeys, useSession } from '../../lib/session';
import '../pages/pages.css';

/** The signed-in user's data could not be loaded (not a 401: that ends the session instead). */
export function SessionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  return (
    <div className="notice-page">
      <PlainAlert tone="error">
        {t('errors.sessionFailed')} {serverMessage(error)}
      </PlainAlert>
      <div className="notice-page-actions">
        <button
          type="button"
          className="p-button contained"
          onClick={() => queryClient.refetchQueries({ queryKey: sessionKeys.all })}
        >
          {t('common.actions.retry')}
        </button>
        <button type="button" className="p-text-button" onClick={logout}>
          {t('navigation.logout')}
        </button>
      </div>
    </div>
  );
}
