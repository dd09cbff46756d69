import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { canExport } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/session';
import { ExportForm } from './export-form';
import { availableExportModes } from './export-form-schema';
import { ModeTabs } from './mode-tabs';
import { exportRefusalKey } from './transfer-access';

const exportPath = (modeId: string) => `/import-export/export/${modeId}`;

/**
 * /import-export/export/{mode} (spec §2): one tab per mode the build offers (0 reading
 * requests, 1 buildings and meters, 2 readings), each with the export form of that mode.
 */
export function ExportPage() {
  const { t } = useTranslation();
  const { mode = '' } = useParams();
  const { actor, configuration } = useSession();

  if (!actor || !configuration) return <PageLoading />;
  const modes = availableExportModes(configuration);
  const allowed = canExport(actor, configuration);
  if (allowed && !modes.includes(mode)) return <Navigate to={exportPath(modes[0]!)} replace />;
  return (
    <Box>
      <PageBreadcrumbs
        items={[
          { label: t('buildings.home'), to: '/' },
          { label: t('navigation.admin.import_export') },
          { label: t('importExport.export.title') },
        ]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('importExport.export.title')}
      </Typography>
      {allowed ? (
        <ModeTabs page="export" modes={modes} mode={mode}>
          {/* A fresh form per mode: its filters differ. */}
          <ExportForm key={mode} modeId={mode} configuration={configuration} />
        </ModeTabs>
      ) : (
        <Alert severity="info" data-testid="export-not-allowed">
          {t(exportRefusalKey(actor, configuration))}
        </Alert>
      )}
    </Box>
  );
}
