import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Reading, referenceId } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DetailTabs } from '../../../components/detail-tabs';
import { PageLoading } from '../../../components/page-loading';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { HistoryTable } from '../../../resources/history';
import { MediumIcon, meterBasePath, meterTitle, useMeter } from '../../../resources/meters';
import { readingKeys } from '../../../resources/readings';
import { useReading } from '../api/get-reading';
import { ReadingFacts } from './reading-facts';
import { ReadingPhotos } from './reading-photos';
import { readingTrail } from './reading-trail';
import { ReadingValues } from './reading-values';
import { useMayEditReading } from './use-may-edit-reading';
import { useReadingDelete } from './use-reading-delete';
import { useValueEdit } from './use-value-edit';

/**
 * /readings/{id} and /buildings/{buildingId}/meters/{meterId}/readings/{id}: a reading's photos, facts
 * and values (editable inline per OBIS code) with plausibility and consumption; delete; its history in a
 * second tab.
 */
export function ReadingDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '', meterId, buildingId } = useParams();
  const { configuration } = useSession();
  const query = useReading(id);
  const reading = query.data;
  const meter = useMeter(meterId ?? (reading ? referenceId(reading.meter) : undefined)).data;
  const mayEdit = useMayEditReading(reading);
  const edit = useValueEdit(reading);
  const removal = useReadingDelete(meterId ? meterBasePath(meterId, buildingId) : '/readings');
  const date = reading ? formatDate(reading.reading_date, i18n.language) : '…';

  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoading />;
  } else if (query.isError || !reading) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <Alert severity="error">
        {notFound
          ? t('readings.detail.notFound')
          : serverMessage(query.error) || t('readings.detail.loadError')}
      </Alert>
    );
  } else {
    const overview = (
      <Stack spacing={3}>
        <Section title={t('readings.detail.photos')}>
          <ReadingPhotos images={reading.image_metas} />
        </Section>
        <Section title={t('readings.detail.facts')}>
          <ReadingFacts
            reading={reading}
            meterNote={meter?.note}
            showTime={configuration?.SHOW_READINGTIME === true}
          />
        </Section>
        <Section title={t('readings.detail.values')}>
          <ReadingValues reading={reading} edit={edit} editable={mayEdit} />
        </Section>
      </Stack>
    );
    const history = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <HistoryTable objectType="readings" objectId={reading.resource_id} queryKey={readingKeys.history} />
      </Paper>
    );
    body = (
      <DetailTabs
        label={t('history.tabs.label')}
        tabs={[
          { value: 'overview', label: t('history.tabs.overview'), content: overview },
          { value: 'history', label: t('history.tabs.history'), content: history },
        ]}
      />
    );
  }

  return (
    <Box>
      <PageBreadcrumbs items={readingTrail({ meterId, buildingId, meter }, date, t)} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        {/* On a phone the title has the row to itself: the delete button below it does not jump to
            the next row when the meter's name arrives and lengthens the title (a layout shift). */}
        <Box sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}>
          <Typography variant="h5" component="h1">
            {t('readings.detail.title', { date })}
          </Typography>
          {reading && <MeterLine reading={reading} title={meter ? meterTitle(meter) : reading.meter_id} />}
        </Box>
        {reading && mayEdit && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            onClick={() => void removal.deleteReading(reading)}
            disabled={removal.deleting}
          >
            {t('readings.delete.button')}
          </Button>
        )}
      </Stack>
      {body}
      {removal.confirmDialog}
    </Box>
  );
}

function MeterLine({ reading, title }: { reading: Reading; title: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <MediumIcon medium={reading.physical_medium} size={20} />
      <Typography variant="body2">
        {t(`media.${reading.physical_medium}`)} · {title}
      </Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
