import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../select-options';
import { FILTER_SELECT_FIELD } from './select-field';

export interface MultiFilterSelectProps {
  label: string;
  /** Comma list, as in the URL and the API. */
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string[]) => void;
  testId: string;
}

/** A filter where several values may be chosen (sent comma-joined); none chosen means all. */
export function MultiFilterSelect({ label, value, options, onChange, testId }: MultiFilterSelectProps) {
  const { t } = useTranslation();
  const selected = value ? value.split(',').filter(Boolean) : [];
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  return (
    <TextField
      {...FILTER_SELECT_FIELD}
      label={label}
      value={selected}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{
        htmlInput: { 'data-testid': testId },
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
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={selected.includes(option.value)} sx={{ py: 0 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
