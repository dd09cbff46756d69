import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Actor, PortalConfiguration } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/session';
import { ModeTabs } from './mode-tabs';

/** What the import and the export form of one mode are given. */
export interface ModeFormProps {
  modeId: string;
  configuration: PortalConfiguration;
}

export interface TransferPageProps {
  page: 'import' | 'export';
  /** The modes the build offers on this page, in tab order. */
  modesOf: (configuration: PortalConfiguration) => string[];
  mayUse: (actor: Actor, configuration: PortalConfiguration) => boolean;
  /** The translation key of the notice shown instead of the tabs to a user who may not. */
  refusalKey: (actor: Actor, configuration: PortalConfiguration) => string;
  /** Beside the heading (links to the other pages). */
  links?: (actor: Actor, configuration: PortalConfiguration, mode: string) => ReactNode;
  /** The form of the open mode. */
  form: (props: ModeFormProps) => ReactNode;
}

/**
 * /import-export/{page}/{mode}: breadcrumbs, the heading, one tab per offered mode with the form of the
 * open one (another mode leads to the first offered one), or the notice why the user may not.
 */
export function TransferPage({ page, modesOf, mayUse, refusalKey, links, form }: TransferPageProps) {
  const { t } = useTranslation();
  const { mode = '' } = useParams();
  const { actor, configuration } = useSession();

  if (!actor || !configuration) return <PageLoading />;
  const modes = modesOf(configuration);
  const allowed = mayUse(actor, configuration);
  if (allowed && !modes.includes(mode))
    return <Navigate to={`/import-export/${page}/${modes[0]!}`} replace />;
  return (
    <Box>
      <PageBreadcrumbs
        items={[
          { label: t('buildings.home'), to: '/' },
          { label: t('navigation.admin.import_export') },
          { label: t(`importExport.${page}.title`) },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t(`importExport.${page}.title`)}
        </Typography>
        {links?.(actor, configuration, mode)}
      </Box>
      {allowed ? (
        <ModeTabs page={page} modes={modes} mode={mode}>
          {form({ modeId: mode, configuration })}
        </ModeTabs>
      ) : (
        <Alert severity="info" data-testid={`${page}-not-allowed`}>
          {t(refusalKey(actor, configuration))}
        </Alert>
      )}
    </Box>
  );
}
