import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import type { PortalConfig } from '@portal/contracts';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language-detection';
import { PortalContext } from '../lib/portal';
import { createBrandTheme } from '../theme/create-brand-theme';
import { useBrandDocument } from './brand-document';

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
  useBrandDocument(portal);
  const readPortal = useCallback(() => portal, [portal]);

  if (pending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  return (
    <PortalContext.Provider value={readPortal}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PortalContext.Provider>
  );
}
