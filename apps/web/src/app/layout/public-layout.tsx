import { AppBar, Box, Toolbar } from '@mui/material';
import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { PageLoadingBar } from './page-loading-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useRemoveAppShell } from './use-remove-app-shell';

/** Pages without sign-in (login, password reset, not found): brand bar with language switch, footer. */
export function PublicLayout() {
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
      <PageLoadingBar />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
