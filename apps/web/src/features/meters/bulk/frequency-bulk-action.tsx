import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidCron, READING_FREQUENCY_PRESETS } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../components/bulk-action-panel';
import { CUSTOM_FREQUENCY_START, FREQUENCY_PRESETS, type FrequencyChoice } from '../../../resources/meters';

export interface FrequencyBulkActionProps {
  selectedCount: number;
  busy: boolean;
  /** The cron text to store ('' = no reading frequency). */
  onApply: (cron: string) => void;
}

/** Bulk: set the reading frequency from a preset, or a custom cron text (starts from monthly-first). */
export function FrequencyBulkAction({ selectedCount, busy, onApply }: FrequencyBulkActionProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<FrequencyChoice | ''>('');
  const [cron, setCron] = useState<string>(CUSTOM_FREQUENCY_START);
  const customInvalid = choice === 'custom' && !isValidCron(cron);
  const value = choice === 'custom' ? cron.trim() : choice === '' ? '' : READING_FREQUENCY_PRESETS[choice];
  return (
    <BulkAction
      title={t('meters.bulk.readingFrequency.title')}
      selectedCount={selectedCount}
      hasValue={choice !== '' && !customInvalid}
      busy={busy}
      onApply={() => onApply(value)}
    >
      <Stack spacing={1}>
        <TextField
          select
          size="small"
          label={t('meters.fields.reading_frequency')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as FrequencyChoice)}
          slotProps={{ htmlInput: { 'data-testid': 'meters-bulk-frequency' } }}
        >
          {[...FREQUENCY_PRESETS, 'custom' as const].map((name) => (
            <MenuItem key={name} value={name}>
              {t(`meters.readingFrequency.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {choice === 'custom' && (
          <TextField
            size="small"
            label={t('meters.bulk.readingFrequency.cron')}
            value={cron}
            onChange={(event) => setCron(event.target.value)}
            error={customInvalid}
            helperText={customInvalid ? t('meters.bulk.readingFrequency.cronInvalid') : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'meters-bulk-cron', maxLength: 100 } }}
          />
        )}
      </Stack>
    </BulkAction>
  );
}
