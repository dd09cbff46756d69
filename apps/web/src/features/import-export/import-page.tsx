import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { canExport, canImport, uploadModeIds } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/session';
import { ImportForm } from './import-form';
import { ModeTabs } from './mode-tabs';
import { importRefusalKey } from './transfer-access';

const importPath = (modeId: string) => `/import-export/import/${modeId}`;

/**
 * /import-export/import/{mode} (spec §2): one tab per mode a file may be uploaded in
 * (`uploadModeIds`: the configured IMPORT_MODES the import offers, APP_IMPORT_MODES, and readings), each with
 * the import form of that mode; another mode leads to the first offered one.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const { mode = '' } = useParams();
  const { actor, configuration } = useSession();

  if (!actor || !configuration) return <PageLoading />;
  const modes = uploadModeIds(configuration);
  const allowed = canImport(actor, configuration);
  if (allowed && !modes.includes(mode)) return <Navigate to={importPath(modes[0]!)} replace />;
  return (
    <Box>
      <PageBreadcrumbs
        items={[
          { label: t('buildings.home'), to: '/' },
          { label: t('navigation.admin.import_export') },
          { label: t('importExport.import.title') },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('importExport.import.title')}
        </Typography>
        {canExport(actor, configuration) && (
          <Link
            component={RouterLink}
            to={`/import-export/export/${mode || '0'}`}
            data-testid="import-to-export"
          >
            {t('importExport.import.toExport')}
          </Link>
        )}
        {allowed && (
          <Link component={RouterLink} to="/import-export/history" data-testid="import-to-history">
            {t('importExport.import.toHistory')}
          </Link>
        )}
      </Box>
      {allowed ? (
        <ModeTabs page="import" modes={modes} mode={mode}>
          {/* A fresh form per mode: a file chosen for one mode is not sent as another. */}
          <ImportForm key={mode} modeId={mode} configuration={configuration} />
        </ModeTabs>
      ) : (
        <Alert severity="info" data-testid="import-not-allowed">
          {t(importRefusalKey(actor, configuration))}
        </Alert>
      )}
    </Box>
  );
}
