import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first thing the Tab key reaches, hidden until it has the focus, so that
 * keyboard and screen-reader users need not pass the header on every page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="p-skip-link"
      data-testid="skip-link"
      onClick={(event) => {
        // The router's history must not see the fragment; focus moves to the main region itself.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
