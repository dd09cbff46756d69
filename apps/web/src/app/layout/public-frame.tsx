import { AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useRemoveAppShell } from './use-remove-app-shell';

interface PublicFrameProps {
  /** Under the header: the router's page loading bar, or nothing (the login page's own entry). */
  loadingBar?: ReactNode;
  children: ReactNode;
}

/** Pages without sign-in (login, password reset, not found): brand bar with language switch, footer. */
export function PublicFrame({ loadingBar, children }: PublicFrameProps) {
  useRemoveAppShell();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="static" elevation={1} sx={{ bgcolor: 'header.background', color: 'header.text' }}>
        <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
          <BrandLogo />
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      {/* Without a loading bar its place is kept: the page starts where it does on the other public pages. */}
      {loadingBar ?? <Box sx={{ height: 4 }} />}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
