import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The import and export pages' tab per mode (a link to `/import-export/{page}/{mode}`) and its panel. The
 * tabs scroll (with arrows, on phones too) when they are wider than the screen: at 390 px the German
 * labels do not fit, and a fixed tab bar cut off the first and the last tab. Where they fit (a desktop),
 * no arrows are shown and the bar looks as before.
 */
export function ModeTabs({
  page,
  modes,
  mode,
  children,
}: {
  page: 'import' | 'export';
  modes: string[];
  mode: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs
        value={mode}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('importExport.modes.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none' } }}
      >
        {modes.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`importExport.modes.${id}`)}
            component={RouterLink}
            to={`/import-export/${page}/${id}`}
            id={`${page}-tab-${id}`}
            aria-controls={`${page}-panel`}
            data-testid={`${page}-mode-${id}`}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`${page}-panel`}
        aria-labelledby={`${page}-tab-${mode}`}
        sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}
      >
        {children}
      </Paper>
    </>
  );
}
