import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first thing the Tab key reaches, hidden until it has the focus, so that
 * keyboard and screen-reader users need not pass the header on every page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // The router's history must not see the fragment; focus moves to the main region itself.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
