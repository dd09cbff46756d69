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
import type { ExpectedRange, ValueWarning } from './use-value-warning';

interface ObisEntryFieldsProps {
  index: number;
  obis: string;
  unit: string;
  control: Control<ReadingFormValues>;
  /** The request's expected range for this OBIS code, shown under the value while it is typed. */
  expected: ExpectedRange | null;
  /** The plausibility hint for a typed value (null: nothing to warn about). */
  warningOf: (obis: string, value: string) => ValueWarning | null;
  /** A phone: a large value (thumb-sized, readable at arm's length) and the photo from the camera. */
  phone?: boolean;
}

/** The value's and its unit's size on a phone. */
const PHONE_VALUE_FONT = '1.75rem';

/**
 * One OBIS code's column: the value with its unit and expected range, a plausibility warning, and an
 * optional photo.
 */
export function ObisEntryFields({
  index,
  obis,
  unit,
  control,
  expected,
  warningOf,
  phone = false,
}: ObisEntryFieldsProps) {
  const { t, i18n } = useTranslation();
  const reasonText = usePlausibilityReasonText();
  const fieldId = useId();
  const warningId = useId();
  const expectedText =
    expected &&
    t('plausibility.expectedRange', {
      low: formatNumber(expected.low, i18n.language),
      high: formatNumber(expected.high, i18n.language),
    });
  return (
    <Stack spacing={1.5} role="group" aria-label={obis} data-testid={`reading-entry-${obis}`}>
      <Controller
        name={`entries.${index}.value`}
        control={control}
        render={({ field, fieldState }) => {
          const warning = fieldState.error ? null : warningOf(obis, field.value);
          // A refused value's reason matters more than the range it should lie in.
          const helperText = errorText(t, fieldState.error?.message) ?? expectedText;
          // MUI's own describedby (the helper text) is replaced by ours, so name both.
          const describedBy = [helperText && `${fieldId}-helper-text`, warning && warningId].filter(Boolean);
          return (
            <>
              <TextField
                {...field}
                id={fieldId}
                inputRef={field.ref}
                required
                fullWidth
                label={t('readingNew.value', { obis })}
                error={Boolean(fieldState.error)}
                helperText={helperText}
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
                    'aria-describedby': describedBy.join(' ') || undefined,
                  },
                }}
              />
              {warning && (
                <Alert severity="warning" id={warningId} data-testid={`reading-warning-${obis}`}>
                  {/* The range itself stands under the field. */}
                  {t('readingNew.warning', { reasons: reasonText(warning.reasons) })}
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
