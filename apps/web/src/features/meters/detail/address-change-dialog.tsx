import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { type Building, LIMITS, TIMINGS } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyDialog } from '../../../components/confirm-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatAddress } from '../../../resources/buildings';
import { useBuildingSearch } from '../api/search-buildings';

export interface AddressChangeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The building the meter is in now: not offered as a target. */
  currentBuildingId: string;
  onChoose: (building: Building) => void;
  busy?: boolean;
}

/** Move a meter: search a building by address (only with text; 500 ms debounce) and pick it. */
export function AddressChangeDialog({
  open,
  onClose,
  currentBuildingId,
  onChoose,
  busy,
}: AddressChangeDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), TIMINGS.addressSearchDebounceMs);
  const query = useBuildingSearch(search);
  const waiting = text.trim() !== search || query.isFetching;
  const buildings = (query.data?.results ?? []).filter((b) => b.resource_id !== currentBuildingId);

  const status = (() => {
    if (text.trim() === '') return <Alert severity="info">{t('meters.pleaseEnterAddress')}</Alert>;
    if (waiting)
      return (
        <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
          {t('meters.searching')}
        </Alert>
      );
    if (query.isError) return <Alert severity="error">{t('meters.addressChange.searchError')}</Alert>;
    if (buildings.length === 0) return <Alert severity="warning">{t('meters.noBuildingFound')}</Alert>;
    return null;
  })();

  return (
    <BusyDialog open={open} title={t('meters.addressChange.title')} onClose={onClose} busy={busy}>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="search"
          label={t('meters.addressChange.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.searchTermMax, 'data-testid': 'address-search' } }}
        />
        <div role="status">{status}</div>
        {!waiting && text.trim() !== '' && buildings.length > 0 && (
          <List aria-label={t('meters.addressChange.results')}>
            {buildings.map((building) => (
              <ListItemButton key={building.resource_id} disabled={busy} onClick={() => onChoose(building)}>
                <ListItemText
                  primary={formatAddress(building) || t('meters.addressNotSpecified')}
                  secondary={building.label ?? undefined}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
