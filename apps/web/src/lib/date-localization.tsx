import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocaleOf } from './dayjs-locale';
import { toLanguage } from './language-detection';

/**
 * Date pickers in the interface language, weeks starting on Monday. Each picker (DateRangeFilter, the
 * reading request's date, the meter replacement's date) wraps itself in this, so only the pages that show
 * a picker load the pickers package and dayjs.
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
