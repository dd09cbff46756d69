import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Unknown paths (and /login/register) for everyone: 404 with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }} data-testid="not-found-page">
      <Typography variant="h2" component="p" color="textSecondary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
