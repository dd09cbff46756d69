import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocaleOf } from '../lib/dayjs-locale';
import { toLanguage } from '../lib/language-detection';

/**
 * Date pickers in the interface language, weeks starting on Monday. Only signed-in pages use pickers,
 * so this wraps the signed-in layout and the sign-in pages do not load the pickers package.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? 'en';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocaleOf(language)}>
      {children}
    </LocalizationProvider>
  );
}
