import { Box, Link, Stack, Typography } from '@mui/material';
import { FOOTER_LINKS, PORTAL_VERSION } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
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
    <Box
      component="footer"
      data-testid="app-footer"
      sx={{
        mt: 'auto',
        py: 2,
        px: { xs: 2, md: 3 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 3 }}
        sx={{ alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}
      >
        {links.length > 0 && (
          <Stack
            component="nav"
            aria-label={t('layout.footer.links')}
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
          >
            {links.map(({ id, href }) => (
              <Link
                key={id}
                href={href}
                target={href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                variant="body2"
                color="text.secondary"
                data-testid={`footer-${id}`}
              >
                {t(`layout.footer.${id}`)}
              </Link>
            ))}
          </Stack>
        )}
        <Typography variant="body2" color="textSecondary" data-testid="footer-version">
          {t('layout.footer.version', { version: portal?.version ?? PORTAL_VERSION })}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="footer-copyright">
          {copyright}
        </Typography>
      </Stack>
    </Box>
  );
}
