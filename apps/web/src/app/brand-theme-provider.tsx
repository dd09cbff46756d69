import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language-detection';
import { usePortalConfig } from '../lib/portal-config';
import { createBrandTheme } from '../theme/create-brand-theme';
import { useBrandDocument } from './brand-document';

/**
 * The MUI theme from the brand colours (defaults if the configuration cannot be loaded). Nothing renders
 * before the brand is known, so the page never flashes in other colours.
 */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? 'en';
  const portal = usePortalConfig();
  const colors = portal.data?.brand.colors;
  const theme = useMemo(() => createBrandTheme(colors, language), [colors, language]);
  useBrandDocument(portal.data);

  if (portal.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
