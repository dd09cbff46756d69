import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, FALLBACK_LANGUAGES, LANGUAGE_STORAGE_KEY, toLanguage } from './language-detection';
import { LANGUAGES, type Language, loadLocaleResources } from './locale-resources';

/** en-gb rather than en: weeks start on Monday in both languages. */
export const dayjsLocaleOf = (language: Language) => (language === 'de' ? 'de' : 'en-gb');

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function applyLanguage(language: Language) {
  dayjs.locale(dayjsLocaleOf(language));
  document.documentElement.lang = language;
}

/** Initialises i18next synchronously with every bundled translation and the detected language. */
export function initI18n() {
  const language = detectLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  applyLanguage(language);
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: FALLBACK_LANGUAGES,
    resources: loadLocaleResources(),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}

export const currentLanguage = (): Language => toLanguage(i18next.language) ?? 'en';

/** Switches the interface language and remembers the choice (it survives a logout). */
export async function changeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this visit.
  }
  applyLanguage(language);
  await i18next.changeLanguage(language);
}
