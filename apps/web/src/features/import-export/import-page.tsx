import Link from '@mui/material/Link';
import { canExport, canImport, uploadModeIds } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ImportForm } from './import-form';
import { importRefusalKey } from './transfer-access';
import { TransferPage } from './transfer-page';

/**
 * /import-export/import/{mode} (spec §2): one tab per mode a file may be uploaded in
 * (`uploadModeIds`: the configured IMPORT_MODES the import offers, APP_IMPORT_MODES, and readings), each with
 * the import form of that mode; another mode leads to the first offered one. Beside the heading, links to
 * the export (of the same mode) and to the import history.
 */
export function ImportPage() {
  const { t } = useTranslation();
  return (
    <TransferPage
      page="import"
      modesOf={uploadModeIds}
      mayUse={canImport}
      refusalKey={importRefusalKey}
      links={(actor, configuration, mode) => (
        <>
          {canExport(actor, configuration) && (
            <Link
              component={RouterLink}
              to={`/import-export/export/${mode || '0'}`}
              data-testid="import-to-export"
            >
              {t('importExport.import.toExport')}
            </Link>
          )}
          {canImport(actor, configuration) && (
            <Link component={RouterLink} to="/import-export/history" data-testid="import-to-history">
              {t('importExport.import.toHistory')}
            </Link>
          )}
        </>
      )}
      // A fresh form per mode: a file chosen for one mode is not sent as another.
      form={(props) => <ImportForm key={props.modeId} {...props} />}
    />
  );
}
