import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';
import { useAppLink } from '../../lib/app-link';
import { usePortal } from '../../lib/portal';

/** The brand's logo linking home; the brand name when there is no logo. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  const { t } = useTranslation();
  const portal = usePortal();
  const AppLink = useAppLink();
  const name = portal?.brand.name ?? t('common.portal');
  return (
    <AppLink to="/" aria-label={t('layout.home', { name })} data-testid="brand-logo" className="p-brand-logo">
      {portal?.brand.logo_url ? (
        <img src={portal.brand.logo_url} alt={t('layout.logoAlt', { name })} height={height} />
      ) : (
        <span className="p-brand-name">{name}</span>
      )}
    </AppLink>
  );
}
