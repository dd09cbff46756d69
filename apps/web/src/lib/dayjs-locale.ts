import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import i18next from 'i18next';
import { toLanguage } from './language-detection';
import type { Language } from './locale-resources';

/** en-gb rather than en: weeks start on Monday in both languages. */
export const dayjsLocaleOf = (language: Language) => (language === 'de' ? 'de' : 'en-gb');

// dayjs follows the interface language. It lives here, not in lib/i18n, so that pages without dates
// (sign-in) do not load it; the signed-in layout's date localisation imports this module.
const follow = (language: string | undefined) => dayjs.locale(dayjsLocaleOf(toLanguage(language) ?? 'en'));
follow(i18next.language);
i18next.on('languageChanged', follow);
