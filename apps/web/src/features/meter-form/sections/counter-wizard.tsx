import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '../hooks/use-field-setters';
import { COUNTER_COUNTS, type CounterCount, countersOf, counterWizardResult } from '../model/counter-wizard';
import type { MeterFormValues } from '../model/form-values';

/** Electricity: purchase and feeding counters give the OBIS codes and the appearance. */
export function CounterWizard({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { watch } = useFormContext<MeterFormValues>();
  const { setObisCodes, setAppearance } = useFieldSetters();
  const counts = countersOf(watch('obis_codes'));

  const apply = (purchase: CounterCount, feeding: CounterCount) => {
    const result = counterWizardResult(purchase, feeding);
    setObisCodes(result.obis_codes);
    setAppearance(result.appearance);
  };
  const select = (kind: 'purchase' | 'feeding') => (
    <TextField
      select
      size="small"
      disabled={disabled}
      label={t(`meterForm.wizard.${kind}`)}
      value={counts[kind]}
      onChange={(event) => {
        const count = Number(event.target.value) as CounterCount;
        if (kind === 'purchase') apply(count, counts.feeding);
        else apply(counts.purchase, count);
      }}
      slotProps={{ htmlInput: { 'data-testid': `meter-wizard-${kind}` } }}
    >
      {COUNTER_COUNTS.map((count) => (
        <MenuItem key={count} value={count}>
          {count}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      role="group"
      aria-label={t('meterForm.wizard.title')}
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('meterForm.wizard.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('meterForm.wizard.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {select('purchase')}
        {select('feeding')}
      </Box>
    </Box>
  );
}
