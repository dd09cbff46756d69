import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface ReadingValuesProps {
  title: string;
  codes: string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  error?: string;
  /** Shown when the meter has no OBIS codes yet. */
  emptyText?: string;
  testId: string;
}

/** One reading value per OBIS code of a meter. */
export function ReadingValues({
  title,
  codes,
  values,
  onChange,
  error,
  emptyText,
  testId,
}: ReadingValuesProps) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={title}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {codes.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {emptyText}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
        {codes.map((code) => (
          <TextField
            key={code}
            size="small"
            label={t('meterForm.replacement.value', { code })}
            value={values[code] ?? ''}
            error={Boolean(error)}
            onChange={(event) => onChange({ ...values, [code]: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-${code}` } }}
          />
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
