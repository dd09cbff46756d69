import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format-number';
import { usePlausibilityReasonText } from '../../../resources/readings';
import { PhotoField } from './photo-field';
import type { ReadingFormValues } from './reading-form-schema';
import type { ValueWarning } from './use-value-warning';

interface ObisEntryFieldsProps {
  index: number;
  obis: string;
  unit: string;
  control: Control<ReadingFormValues>;
  /** The plausibility hint for a typed value (null: nothing to warn about). */
  warningOf: (obis: string, value: string) => ValueWarning | null;
  /** A phone: a large value (thumb-sized, readable at arm's length) and the photo from the camera. */
  phone?: boolean;
}

/** The value's and its unit's size on a phone. */
const PHONE_VALUE_FONT = '1.75rem';

/** One OBIS code's column: the value with its unit, a plausibility warning, and an optional photo. */
export function ObisEntryFields({
  index,
  obis,
  unit,
  control,
  warningOf,
  phone = false,
}: ObisEntryFieldsProps) {
  const { t, i18n } = useTranslation();
  const reasonText = usePlausibilityReasonText();
  const warningId = useId();
  return (
    <Stack spacing={1.5} role="group" aria-label={obis} data-testid={`reading-entry-${obis}`}>
      <Controller
        name={`entries.${index}.value`}
        control={control}
        render={({ field, fieldState }) => {
          const warning = fieldState.error ? null : warningOf(obis, field.value);
          const expected = warning?.expected;
          return (
            <>
              <TextField
                {...field}
                inputRef={field.ref}
                required
                fullWidth
                label={t('readingNew.value', { obis })}
                error={Boolean(fieldState.error)}
                helperText={errorText(t, fieldState.error?.message)}
                sx={
                  phone
                    ? {
                        '& .MuiInputBase-input': { fontSize: PHONE_VALUE_FONT, py: 1.5 },
                        '& .MuiInputAdornment-root .MuiTypography-root': { fontSize: '1.25rem' },
                      }
                    : undefined
                }
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end" data-testid={`reading-unit-${obis}`}>
                        {unit}
                      </InputAdornment>
                    ),
                  },
                  htmlInput: {
                    inputMode: 'decimal',
                    'data-testid': `reading-value-${obis}`,
                    'aria-describedby': warning ? warningId : undefined,
                  },
                }}
              />
              {warning && (
                <Alert severity="warning" id={warningId} data-testid={`reading-warning-${obis}`}>
                  {t('readingNew.warning', { reasons: reasonText(warning.reasons) })}
                  {expected &&
                    ` ${t('plausibility.expectedRange', {
                      low: formatNumber(expected.low, i18n.language),
                      high: formatNumber(expected.high, i18n.language),
                    })}`}
                </Alert>
              )}
            </>
          );
        }}
      />
      <Controller
        name={`entries.${index}.photo`}
        control={control}
        render={({ field, fieldState }) => (
          <PhotoField
            obis={obis}
            value={field.value}
            onChange={field.onChange}
            error={errorText(t, fieldState.error?.message)}
            camera={phone}
          />
        )}
      />
    </Stack>
  );
}
