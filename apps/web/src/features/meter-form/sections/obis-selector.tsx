import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ONE_CODE_APPEARANCES } from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useFieldSetters } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';
import { obisOptions } from '../model/presets';

/** The medium's OBIS codes (and the meter's own) to tick; the chosen ones show as chips. */
export function ObisSelector() {
  const { t } = useTranslation();
  const { presets, errorOf, readOnly } = useMeterFormMeta();
  const { watch } = useFormContext<MeterFormValues>();
  const { setObisCodes } = useFieldSetters();
  const [medium, codes, appearance] = watch(['physical_medium', 'obis_codes', 'appearance']);
  const error = errorOf('obis_codes');
  const oneCode = ONE_CODE_APPEARANCES.includes(appearance);
  return (
    <TextField
      select
      fullWidth
      required
      label={t('meterForm.fields.obis_codes')}
      value={codes}
      disabled={!medium || readOnly.includes('obis_codes')}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        setObisCodes(typeof value === 'string' ? value.split(',') : value);
      }}
      error={Boolean(error)}
      helperText={error ?? (oneCode ? t('meterForm.hints.oneCode') : undefined)}
      slotProps={{
        htmlInput: { 'data-testid': 'meter-obis_codes' },
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((code) => (
                <Chip key={code} size="small" label={code} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {obisOptions(medium, presets, codes).map((code) => (
        <MenuItem key={code} value={code}>
          <Checkbox size="small" checked={codes.includes(code)} sx={{ py: 0 }} />
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
}
