import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { invalidateDashboardFigures } from '../../../resources/dashboard';
import { autodispose } from '../api/autodispose';

/**
 * Automatic disposal (spec §2): confirm, count in a dry run, confirm the count, run, show the server's
 * message and open the reading requests list. `allBuildings`: the all-buildings tab is shown.
 */
export function useAutodispose(allBuildings: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const scope = t(allBuildings ? 'dashboard.disposition.scopeAll' : 'dashboard.disposition.scopeMine');

  const run = async () => {
    setResult(null);
    const asked = await confirm({
      title: t('dashboard.disposition.autodispose.confirmTitle'),
      content: t('dashboard.disposition.autodispose.confirmText', { scope }),
      confirmLabel: t('dashboard.disposition.autodispose.check'),
    });
    if (!asked) return;
    setBusy(true);
    try {
      const { count } = await autodispose({ dryRun: true, allBuildings });
      if (count === 0) {
        setResult({ severity: 'info', text: t('dashboard.disposition.autodispose.nothing', { scope }) });
        return;
      }
      const confirmed = await confirm({
        title: t('dashboard.disposition.autodispose.countTitle', { count }),
        content: t('dashboard.disposition.autodispose.countText', { count, scope }),
        confirmLabel: t('dashboard.disposition.autodispose.apply'),
      });
      if (!confirmed) return;
      const answer = await autodispose({ dryRun: false, allBuildings });
      await invalidateDashboardFigures(queryClient);
      show({
        severity: 'success',
        message: answer.message || t('dashboard.disposition.autodispose.done', { count: answer.count }),
      });
      navigate('/reading-requests');
    } catch (error) {
      const message = serverMessage(error);
      setResult({
        severity: 'error',
        text: [t('dashboard.disposition.autodispose.failed'), message].filter(Boolean).join(': '),
      });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, result, clear: () => setResult(null), confirmDialog };
}
