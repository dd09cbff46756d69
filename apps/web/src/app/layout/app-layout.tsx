import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoadingBar } from './page-loading-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useOfflineShell } from './use-offline-shell';
import { useRemoveAppShell } from './use-remove-app-shell';

/** Signed-in pages: header, the page, footer; a thin bar while the next page loads. */
export function AppLayout() {
  useRemoveAppShell();
  useOfflineShell();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Header />
      <PageLoadingBar />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth={false}
        sx={{ flexGrow: 1, py: { xs: 2, md: 3 }, px: { xs: 1.5, md: 3 }, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
