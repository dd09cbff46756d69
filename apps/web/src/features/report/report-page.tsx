import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canDownloadReport, reportYears } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/session';
import { useDownloadReport } from './api/download-report';

/** /report (spec §2): the annual report of a year from 2020 to the current one, for the companies administration. */
export function ReportPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const years = reportYears();
  const [year, setYear] = useState(years[0]!);
  const download = useDownloadReport();

  if (!actor) return <PageLoading />;
  return (
    <Box>
      <PageBreadcrumbs
        items={[{ label: t('buildings.home'), to: '/' }, { label: t('admin.report.title') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('admin.report.title')}
      </Typography>
      {canDownloadReport(actor) ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
          <Typography sx={{ mb: 3 }}>{t('admin.report.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label={t('admin.report.year')}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ minWidth: 160 }}
              slotProps={{ htmlInput: { 'data-testid': 'report-year' } }}
            >
              {years.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate(year)}
            >
              {t(download.isPending ? 'admin.report.downloading' : 'admin.report.download')}
            </Button>
          </Stack>
          {download.isError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {t('admin.downloadErrorText')}
            </Alert>
          )}
        </Paper>
      ) : (
        <Alert severity="info">{t('admin.report.notAllowed')}</Alert>
      )}
    </Box>
  );
}
