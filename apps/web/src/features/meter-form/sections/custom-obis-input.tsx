import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { OBIS_PATTERN } from '@portal/contracts';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';

/** Adds an OBIS code that the medium's preset does not offer (checked against OBIS_PATTERN). */
export function CustomObisInput({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<MeterFormValues>();
  const { setObisCodes } = useFieldSetters();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const add = () => {
    const code = text.trim();
    if (!OBIS_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    const codes = getValues('obis_codes');
    if (!codes.includes(code)) setObisCodes([...codes, code]);
    setText('');
    setInvalid(false);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        disabled={disabled}
        label={t('meterForm.fields.customObis')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        error={invalid}
        helperText={invalid ? t('meterForm.rules.invalidObisCode') : t('meterForm.hints.customObis')}
        slotProps={{ htmlInput: { 'data-testid': 'meter-custom-obis', maxLength: 50 } }}
      />
      <Button
        variant="outlined"
        onClick={add}
        disabled={disabled || !text.trim()}
        sx={{ height: 56, flexShrink: 0 }}
      >
        {t('meterForm.actions.addObis')}
      </Button>
    </Box>
  );
}
