import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface MainMeterHeadingProps {
  mainMeterId: string;
  /** The main meter's number once loaded. */
  meterNumber: string | undefined;
  onClear: () => void;
}

/** Above the list while ?main_meter=<id> narrows it to the sub-meters of one main meter. */
export function MainMeterHeading({ mainMeterId, meterNumber, onClear }: MainMeterHeadingProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="meters-main-meter-heading"
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {t('meters.showAllMeters')}
        </Button>
      }
    >
      {t('meters.subMetersHeading')}{' '}
      <Link component={RouterLink} to={`/meters/${mainMeterId}`}>
        {meterNumber ?? '…'}
      </Link>
    </Alert>
  );
}
