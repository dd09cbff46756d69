import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import type { PortalConfig } from '@portal/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language-detection';
import { createBrandTheme } from '../theme/create-brand-theme';
import { PortalBrand } from './portal-brand';

interface BrandThemeProps {
  /** The portal configuration; undefined when it could not be loaded (the default brand then). */
  portal: PortalConfig | undefined;
  /** Still loading: nothing renders before the brand is known, so the page never flashes in other colours. */
  pending?: boolean;
  children: ReactNode;
}

/** The MUI theme from the brand colours, and the configuration for the components that show the brand. */
export function BrandTheme({ portal, pending = false, children }: BrandThemeProps) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? 'en';
  const colors = portal?.brand.colors;
  const theme = useMemo(() => createBrandTheme(colors, language), [colors, language]);

  if (pending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  return (
    <PortalBrand portal={portal}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PortalBrand>
  );
}
