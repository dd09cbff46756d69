import { TIMINGS } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { useDeleteBuilding } from '../api/delete-building';

/**
 * Deletes the building of the detail page: a snackbar for 3 s (success or error), and after a
 * success the app goes back one page after 2 s (to the list when there is no page to go back to).
 */
export function useBuildingDelete(buildingId: string) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useDeleteBuilding();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const remove = () =>
    mutation.mutate(buildingId, {
      onSuccess: () => {
        show({
          message: t('buildings.deleteBuildingSuccess'),
          severity: 'success',
          durationMs: TIMINGS.deleteSnackbarMs,
        });
        timer.current = window.setTimeout(() => {
          // 'default' is the key of the first history entry: there is nothing to go back to.
          if (location.key === 'default') navigate('/buildings', { replace: true });
          else navigate(-1);
        }, TIMINGS.redirectAfterDeleteMs);
      },
      onError: () =>
        show({
          message: t('buildings.deleteBuildingError'),
          severity: 'error',
          durationMs: TIMINGS.deleteSnackbarMs,
        }),
    });
  return { remove, deleting: mutation.isPending, deleted: mutation.isSuccess };
}
