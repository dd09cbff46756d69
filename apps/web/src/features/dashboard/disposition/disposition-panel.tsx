import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { invalidateDashboardFigures } from '../../../resources/dashboard';
import { finalizeReadingPeriod } from '../api/finalize-reading-period';
import { FinalizeDialog } from './finalize-dialog';
import { useAutodispose } from './use-autodispose';

export interface DispositionPanelProps {
  /** The requests panel shows all buildings (else only the user's own). */
  allBuildings: boolean;
  companyId: string;
  canFinalize: boolean;
}

type Feedback = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** Disposition: automatic disposal to the buildings' preferred readers, and finalizing a reading period. */
export function DispositionPanel({ allBuildings, companyId, canFinalize }: DispositionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const autodispose = useAutodispose(allBuildings);
  const [finalizeOpen, setFinalizeOpen] = useState(false);
  const [finalizing, setFinalizing] = useState(false);
  const [finalizeResult, setFinalizeResult] = useState<Feedback>(null);

  const finalize = async (energySupplierId: string | undefined) => {
    setFinalizing(true);
    setFinalizeResult(null);
    try {
      const count = await finalizeReadingPeriod(companyId, energySupplierId);
      setFinalizeResult({ severity: 'success', text: t('dashboard.disposition.finalize.done', { count }) });
      setFinalizeOpen(false);
      await invalidateDashboardFigures(queryClient);
    } catch (error) {
      const message = serverMessage(error);
      setFinalizeResult({
        severity: 'error',
        text: [t('dashboard.disposition.finalize.failed'), message].filter(Boolean).join(': '),
      });
      setFinalizeOpen(false);
    } finally {
      setFinalizing(false);
    }
  };

  const feedback = autodispose.result ?? finalizeResult;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="dashboard-disposition"
      sx={{ p: 2.5 }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {t('dashboard.disposition.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(allBuildings ? 'dashboard.disposition.introAll' : 'dashboard.disposition.introMine')}
      </Typography>
      {feedback && (
        <Alert
          severity={feedback.severity}
          sx={{ mb: 2 }}
          data-testid="dashboard-disposition-feedback"
          onClose={() => {
            autodispose.clear();
            setFinalizeResult(null);
          }}
        >
          {feedback.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button
          variant="contained"
          onClick={autodispose.run}
          disabled={autodispose.busy}
          startIcon={
            autodispose.busy ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <AssignmentIndIcon />
            )
          }
          data-testid="dashboard-autodispose"
        >
          {t('dashboard.disposition.autodispose.button')}
        </Button>
        {canFinalize && (
          <Button
            variant="outlined"
            onClick={() => setFinalizeOpen(true)}
            startIcon={<EventBusyIcon />}
            data-testid="dashboard-finalize"
          >
            {t('dashboard.disposition.finalize.button')}
          </Button>
        )}
      </Stack>
      {autodispose.confirmDialog}
      {canFinalize && (
        <FinalizeDialog
          open={finalizeOpen}
          busy={finalizing}
          onCancel={() => setFinalizeOpen(false)}
          onConfirm={finalize}
        />
      )}
    </Paper>
  );
}
