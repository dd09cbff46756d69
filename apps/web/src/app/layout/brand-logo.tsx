import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../lib/app-link';
import { usePortal } from '../../lib/portal';

/** The brand's logo linking home; the brand name when there is no logo. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  const { t } = useTranslation();
  const portal = usePortal();
  const AppLink = useAppLink();
  const name = portal?.brand.name ?? t('common.portal');
  return (
    <Box
      component={AppLink}
      to="/"
      aria-label={t('layout.home', { name })}
      data-testid="brand-logo"
      sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', flexShrink: 0 }}
    >
      {portal?.brand.logo_url ? (
        <Box
          component="img"
          src={portal.brand.logo_url}
          alt={t('layout.logoAlt', { name })}
          sx={{ height, maxWidth: 180 }}
        />
      ) : (
        <Typography variant="h6" component="span" noWrap>
          {name}
        </Typography>
      )}
    </Box>
  );
}
