import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Errors thrown while loading or rendering a route; a failed chunk load usually means a new release. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="error">{t('errors.pageFailed')}</Alert>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Box>
  );
}
