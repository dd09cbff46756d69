import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a page (or the part of it below its heading) loads; a named status for screen readers. */
export function PageLoading({ py = 8 }: { py?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
