import { AppBar, Box, LinearProgress, Toolbar } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

/** Pages without sign-in (login, password reset, not found): brand bar with language switch, footer. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={1} sx={{ bgcolor: 'header.background', color: 'header.text' }}>
        <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
          <BrandLogo />
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-hidden />}</Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
