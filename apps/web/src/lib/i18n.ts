import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, FALLBACK_LANGUAGES, LANGUAGE_STORAGE_KEY } from './language-detection';
import { LANGUAGES, type Language, loadLocaleBundle } from './locale-resources';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Loads a language's translations into i18next once. */
async function ensureLanguage(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadLocaleBundle(language));
}

/**
 * Initialises i18next with the detected language; resolves once its translations are loaded (only that
 * language is fetched: the other one loads when the user switches).
 */
export async function initI18n() {
  const language = detectLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = language;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGES,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await ensureLanguage(language);
  return i18next;
}

/** Switches the interface language and remembers the choice (it survives a logout). */
export async function changeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this visit.
  }
  await ensureLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
