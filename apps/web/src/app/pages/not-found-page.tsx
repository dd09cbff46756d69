import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../../components/plain/plain.css';
import './pages.css';

/** Unknown paths (and /login/register) for everyone: 404 with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="not-found-page" data-testid="not-found-page">
      <p className="not-found-code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="p-intro">{t('notFound.text')}</p>
      <RouterLink to="/" className="p-button contained">
        {t('notFound.home')}
      </RouterLink>
    </div>
  );
}
