import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canCreateReadingRequest } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { serverMessage } from '../../lib/server-message';
import { useSession } from '../../lib/session';
import { meterBasePath, meterTrail, useMeter } from '../../resources/meters';
import { NewRequestForm } from './new-request-form';

/** /meters/{id}/newreq and /buildings/{buildingId}/meters/{id}/newreq: order a reading of the meter. */
export function NewReadingRequestPage() {
  const { t } = useTranslation();
  const { id = '', buildingId } = useParams();
  const { actor, configuration } = useSession();
  const query = useMeter(id);
  const meter = query.data;
  const title = t('readingRequests.new.title');

  let body: ReactNode;
  if (query.isPending) {
    body = <CircularProgress aria-label={t('common.loading')} />;
  } else if (!meter) {
    body = <Alert severity="error">{serverMessage(query.error)}</Alert>;
  } else if (
    !actor ||
    !configuration ||
    !canCreateReadingRequest(actor, configuration, { needsCheck: meter.needs_check })
  ) {
    body = <Alert severity="warning">{t('readingRequests.new.notAllowed')}</Alert>;
  } else {
    body = <NewRequestForm meter={meter} cancelPath={meterBasePath(id, buildingId)} />;
  }

  return (
    <Box>
      <PageBreadcrumbs items={[...meterTrail(meter, id, buildingId, t), { label: title }]} />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}
