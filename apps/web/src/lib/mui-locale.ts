import type { Localization } from '@mui/material/locale';
import type { Language } from './locale-resources';

/**
 * MUI's own texts (pagination, autocomplete, alerts) per language, for the theme. English is MUI's
 * default (no texts to add). The German ones load with the German translations (main.tsx has lib/i18n.ts
 * load them with each language; the login page has no MUI) instead of
 * sitting in the entry chunk: evaluating MUI's `deDE` builds an `Intl.NumberFormat('de-DE')`, the first
 * use of Intl on the page and a slow one, in the task that starts every page.
 */
const loaded: Partial<Record<Language, Localization>> = { en: {} };

export async function loadMuiLocale(language: Language): Promise<void> {
  if (!loaded[language]) loaded[language] = (await import('./mui-locale-de')).deDE;
}

/** The texts of `language` when loaded (`loadMuiLocale`), none (MUI's English) before. */
export const muiLocale = (language: Language): Localization => loaded[language] ?? {};
