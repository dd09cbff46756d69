import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../components/bulk-action-panel';
import type { Choice } from '../../../lib/directory';

export interface StatusBulkActionProps {
  choices: Choice[];
  selectedCount: number;
  busy: boolean;
  onApply: (status: string) => void;
}

/** Bulk: set the status of the selected meters (choices from OPTIONS meters/). */
export function StatusBulkAction({ choices, selectedCount, busy, onApply }: StatusBulkActionProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const title = t('meters.bulk.status.title');
  return (
    <BulkAction
      title={title}
      selectedCount={selectedCount}
      hasValue={value !== ''}
      busy={busy}
      onApply={() => onApply(value)}
    >
      <TextField
        select
        size="small"
        label={t('meters.fields.status')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'meters-bulk-status' } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {t(`meters.statuses.${choice.value}`, { defaultValue: choice.display_name })}
          </MenuItem>
        ))}
      </TextField>
    </BulkAction>
  );
}
