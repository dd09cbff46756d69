import { FOOTER_LINKS, PORTAL_VERSION } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';
import { usePortal } from '../../lib/portal';

/** Imprint, privacy, terms and contact links when configured, the version and a copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const portal = usePortal();
  const links = FOOTER_LINKS.flatMap((id) => {
    const href = portal?.brand.footer_links[id];
    return href ? [{ id, href }] : [];
  });
  const holder = portal?.brand.copyright || portal?.brand.name || t('common.portal');
  const copyright = /©|\(c\)|copyright/i.test(holder) ? holder : `© ${new Date().getFullYear()} ${holder}`;
  return (
    <footer className="p-footer" data-testid="app-footer">
      {links.length > 0 && (
        <nav aria-label={t('layout.footer.links')}>
          {links.map(({ id, href }) => (
            <a
              key={id}
              href={href}
              target={href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
              data-testid={`footer-${id}`}
            >
              {t(`layout.footer.${id}`)}
            </a>
          ))}
        </nav>
      )}
      <p data-testid="footer-version">
        {t('layout.footer.version', { version: portal?.version ?? PORTAL_VERSION })}
      </p>
      <p data-testid="footer-copyright">{copyright}</p>
    </footer>
  );
}
