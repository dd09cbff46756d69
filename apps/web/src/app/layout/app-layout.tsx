import { Box, Container, LinearProgress } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
// zod parses on signed-in pages (forms, meter values): no eval probe under the CSP.
import '../../lib/zod-setup';

/** Signed-in pages: header, the page, footer; a thin bar while the next page loads. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Header />
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-hidden />}</Box>
      <Container
        component="main"
        maxWidth={false}
        sx={{ flexGrow: 1, py: { xs: 2, md: 3 }, px: { xs: 1.5, md: 3 } }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
