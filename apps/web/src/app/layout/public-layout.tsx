import { Box, LinearProgress } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

/**
 * Pages without sign-in (login, password reset, not found). The pages show the brand themselves,
 * beside their form; the layout adds the language switch and the footer.
 */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-hidden />}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1, color: 'text.primary' }}>
        <LanguageSwitch color="text.primary" />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
