import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { READING_REQUEST_STATUSES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export interface RequestStatusFilterProps {
  /** Comma list of reading request statuses, as in the URL and the API. */
  value: string | undefined;
  onChange: (value: string[]) => void;
}

/** Buildings with reading requests in any of the chosen statuses (several may be chosen). */
export function RequestStatusFilter({ value, onChange }: RequestStatusFilterProps) {
  const { t } = useTranslation();
  const selected = value ? value.split(',').filter(Boolean) : [];
  const labelOf = (status: string) => t(`buildings.requestStatuses.${status}`, { defaultValue: status });
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={t('buildings.filters.reading_requests_status')}
      value={selected}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{
        htmlInput: { 'data-testid': 'buildings-filter-request-status' },
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) =>
            (chosen as string[]).length ? (
              (chosen as string[]).map(labelOf).join(', ')
            ) : (
              <em>{t('components.filterPanel.all')}</em>
            ),
          onChange: (event) => {
            const next = event.target.value;
            onChange(typeof next === 'string' ? next.split(',') : (next as string[]));
          },
        },
      }}
    >
      {READING_REQUEST_STATUSES.map((status) => (
        <MenuItem key={status} value={status} dense>
          <Checkbox size="small" checked={selected.includes(status)} sx={{ py: 0 }} />
          <ListItemText primary={labelOf(status)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
