import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, enUS } from '@mui/x-data-grid/locales';

/** The grid's own texts (pagination, column panel, "No rows") in the app's language. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const localization = language.startsWith('de') ? deDE : enUS;
  return localization.components.MuiDataGrid.defaultProps.localeText;
}
