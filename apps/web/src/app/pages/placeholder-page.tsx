import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Stands in for the screens other issues build, so the header's targets already exist. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="placeholder-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ConstructionIcon color="action" />
        <div>
          <Typography variant="h5" component="h1">
            {t(titleKey)}
          </Typography>
          <Typography color="textSecondary">{t('layout.placeholder')}</Typography>
        </div>
      </Stack>
    </Paper>
  );
}
