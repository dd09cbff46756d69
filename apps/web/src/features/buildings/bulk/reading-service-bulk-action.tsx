import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectBulkAction } from '../../../components/bulk-action-panel';
import type { SelectOption } from '../../../components/select-options';

export interface ReadingServiceBulkActionProps {
  services: readonly SelectOption[];
  selectedCount: number;
  busy: boolean;
  /** `onlyEmpty`: only meters without a reading service get the new one. */
  onApply: (service: string, onlyEmpty: boolean) => Promise<boolean>;
}

/** Bulk: set the meter reading service on the meters of the selected buildings (all or only unset ones). */
export function ReadingServiceBulkAction({
  services,
  selectedCount,
  busy,
  onApply,
}: ReadingServiceBulkActionProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [onlyEmpty, setOnlyEmpty] = useState(true);
  return (
    <SelectBulkAction
      title={t('buildings.bulk.meterReadingService.title')}
      fieldLabel={t('buildings.fields.meter_reading_service')}
      options={services}
      selectedCount={selectedCount}
      busy={busy}
      onApply={(value) => (value ? onApply(value, onlyEmpty) : false)}
      testId="buildings-bulk-reading-service"
    >
      <FormControl>
        <FormLabel id={labelId}>{t('buildings.bulk.meterReadingService.question')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={onlyEmpty ? 'empty' : 'all'}
          onChange={(event) => setOnlyEmpty(event.target.value === 'empty')}
        >
          <FormControlLabel
            value="empty"
            control={<Radio size="small" />}
            label={t('buildings.bulk.meterReadingService.onlyEmpty')}
          />
          <FormControlLabel
            value="all"
            control={<Radio size="small" />}
            label={t('buildings.bulk.meterReadingService.all')}
          />
        </RadioGroup>
      </FormControl>
    </SelectBulkAction>
  );
}
