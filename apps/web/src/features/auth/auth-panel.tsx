import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';
import { usePortal } from '../../lib/portal';
import './auth-panel.css';

interface AuthPanelProps {
  title: string;
  children: ReactNode;
  /** The brand's map image beside the form (login); hidden on narrow screens. */
  showMap?: boolean;
}

/** The frame of the sign-in pages: a card with the title and form, the brand's map image beside it. */
export function AuthPanel({ title, children, showMap = false }: AuthPanelProps) {
  const { t } = useTranslation();
  const portal = usePortal();
  const brand = portal?.brand;
  const name = brand?.name ?? t('common.portal');
  return (
    <div className="auth-panel">
      <div className={showMap ? 'p-card auth-card with-map' : 'p-card auth-card'}>
        {showMap && brand?.map_url && (
          <img
            src={brand.map_url}
            // The brand's map is 800×600 (brands/README.md): the box is reserved before it loads, and it is
            // the page's largest paint (the server also preloads it in the page's head).
            width={800}
            height={600}
            fetchPriority="high"
            alt={t('auth.mapAlt', { name })}
            data-testid="login-map"
            className="auth-map"
          />
        )}
        <div className="auth-content">
          <h1 className="p-title">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
