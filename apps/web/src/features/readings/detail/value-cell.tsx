import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { Reading } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import type { ValueEditState } from './use-value-edit';

export interface ValueCellProps {
  result: Reading['results'][number];
  unit: string;
  edit: ValueEditState;
  editable: boolean;
}

/**
 * One value: as text with an edit icon, or (editing) a text field with save and cancel; Enter saves,
 * Escape cancels. While saving, the new value shows with a spinner.
 */
export function ValueCell({ result, unit, edit, editable }: ValueCellProps) {
  const { t, i18n } = useTranslation();
  const { obis } = result;
  if (edit.editing === obis) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          autoFocus
          label={t('readings.edit.field', { obis })}
          value={edit.text}
          onChange={(event) => edit.change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void edit.save();
            if (event.key === 'Escape') edit.cancel();
          }}
          error={Boolean(edit.fieldError)}
          helperText={edit.fieldError}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          }}
          sx={{ width: 200 }}
        />
        <Tooltip title={t('readings.edit.save')}>
          <IconButton aria-label={t('readings.edit.save')} onClick={() => void edit.save()} color="primary">
            <CheckIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('readings.edit.cancel')}>
          <IconButton aria-label={t('readings.edit.cancel')} onClick={edit.cancel}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }
  const saving = edit.saving?.obis === obis;
  const shown = saving ? Number(edit.saving?.text) : result.value;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span
        data-testid={`reading-value-text-${obis}`}
      >{`${formatNumber(shown, i18n.language)} ${unit}`}</span>
      {saving && <CircularProgress size={16} aria-label={t('readings.edit.saving')} />}
      {editable && !saving && (
        <Tooltip title={t('readings.edit.start', { obis })}>
          <IconButton
            size="small"
            aria-label={t('readings.edit.start', { obis })}
            onClick={() => edit.start(obis)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
