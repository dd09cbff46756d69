import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-message';
import { sessionKeys, useSession } from '../../lib/session';

/** The signed-in user's data could not be loaded (not a 401: that ends the session instead). */
export function SessionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="error">
        {t('errors.sessionFailed')} {serverMessage(error)}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => queryClient.refetchQueries({ queryKey: sessionKeys.all })}>
          {t('common.actions.retry')}
        </Button>
        <Button onClick={logout}>{t('navigation.logout')}</Button>
      </Stack>
    </Box>
  );
}
