import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainAlert } from '../../components/plain';
import '../../components/plain/plain.css';
import { NotFoundPage } from './not-found-page';
import './pages.css';

/** Errors thrown while loading or rendering a route; a failed chunk load usually means a new release. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="notice-page">
      <PlainAlert tone="error">{t('errors.pageFailed')}</PlainAlert>
      <button type="button" className="p-button contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
