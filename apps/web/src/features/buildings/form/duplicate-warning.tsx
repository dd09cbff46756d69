import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { referenceId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** 409 of buildings/: a building with this address exists; `url` (when sent) links to it. */
export function DuplicateWarning({ url }: { url: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="building-duplicate">
      {t('buildings.form.duplicate')}{' '}
      {url && (
        <Link
          component={RouterLink}
          to={`/buildings/${referenceId(url)}`}
          data-testid="building-duplicate-link"
        >
          {t('buildings.form.duplicateLink')}
        </Link>
      )}
    </Alert>
  );
}
