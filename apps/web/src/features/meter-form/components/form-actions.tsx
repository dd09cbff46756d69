import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface FormActionsProps {
  canSubmit: boolean;
  canReset: boolean;
  submitting: boolean;
  onReset: () => void;
  cancelPath: string;
}

/** Cancel (back to the meter or building), reset, save. */
export function FormActions({ canSubmit, canReset, submitting, onReset, cancelPath }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
      <Button component={RouterLink} to={cancelPath}>
        {t('meterForm.actions.cancel')}
      </Button>
      <Button onClick={onReset} disabled={!canReset || submitting}>
        {t('meterForm.actions.reset')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSubmit}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        data-testid="meter-submit"
      >
        {t('meterForm.actions.save')}
      </Button>
    </Box>
  );
}
