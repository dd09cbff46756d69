import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  /** A string is shown as it is, anything else as a general text. */
  error: unknown;
  onRetry?: () => void;
}

/** A list's load error above its rows (grid or cards), with a retry button when the list can retry. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('components.dataTable.retry')}
          </Button>
        )
      }
    >
      {typeof error === 'string' ? error : t('components.dataTable.loadError')}
    </Alert>
  );
}
