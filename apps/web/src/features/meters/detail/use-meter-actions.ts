import { type Building, type Meter, TIMINGS } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteMeter } from '../api/delete-meter';
import { usePatchMeter } from '../api/patch-meter';

/**
 * The meter page's two in-place actions: moving the meter to another building (PATCH building,
 * snackbar 5 s) and deleting it (confirmation, snackbar 3 s, then to the building after 2 s).
 */
export function useMeterActions(meter: Meter | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { confirm, confirmDialog } = useConfirm();
  const patch = usePatchMeter();
  const remove = useDeleteMeter();
  const redirect = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const moveTo = async (building: Building) => {
    if (!meter) return false;
    try {
      await patch.mutateAsync({ meter, body: { building: building.url } });
      show({
        message: t('meters.newBuildingSuccess'),
        severity: 'success',
        durationMs: TIMINGS.addressChangeSnackbarMs,
      });
      return true;
    } catch (error) {
      const message = [t('meters.newBuildingError'), serverMessage(error)].filter(Boolean).join(' ');
      show({ message, severity: 'error', durationMs: TIMINGS.addressChangeSnackbarMs });
      return false;
    }
  };

  const deleteMeter = async () => {
    if (!meter) return;
    const confirmed = await confirm({
      title: t('meters.deleteConfirmTitle'),
      content: t('meters.deleteConfirmText', { meterId: meter.meter_id }),
      confirmLabel: t('meters.menu.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(meter);
    } catch (error) {
      const message = [t('meters.deleteMeterError'), serverMessage(error)].filter(Boolean).join(' ');
      show({ message, severity: 'error', durationMs: TIMINGS.deleteSnackbarMs });
      return;
    }
    show({
      message: t('meters.deleteMeterSuccess'),
      severity: 'success',
      durationMs: TIMINGS.deleteSnackbarMs,
    });
    const buildingPath = `/buildings/${meter.building.resource_id}`;
    redirect.current = window.setTimeout(() => navigate(buildingPath), TIMINGS.redirectAfterDeleteMs);
  };

  return {
    moveTo,
    moving: patch.isPending,
    deleteMeter,
    deleting: remove.isPending,
    deleted: remove.isSuccess,
    confirmDialog,
  };
}
