import { Box, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page loads: a named progress bar for screen readers. */
export function PageLoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Box sx={{ height: 4 }}>
      {navigation.state === 'loading' && (
        <LinearProgress aria-label={t('layout.pageLoading')} data-testid="page-loading-bar" />
      )}
    </Box>
  );
}
