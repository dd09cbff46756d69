import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, FALLBACK_LANGUAGES, LANGUAGE_STORAGE_KEY } from './language-detection';
import { LANGUAGES, type Language, type LocalePart, loadLocaleBundle } from './locale-resources';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** How the console reports a text missing in the page's language. */
export const MISSING_TEXT = 'Missing text:';

/**
 * A text missing in the page's language shows as its key; the console names it (the end-to-end tests
 * fail on it). A default value given with the key is a deliberate fallback (a server's own word).
 */
export const reportMissingTexts = {
  saveMissing: true,
  saveMissingTo: 'current',
  missingKeyHandler: (languages, _namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
    console.error(`${MISSING_TEXT} ${key} (${languages.join(', ')})`);
  },
} satisfies InitOptions;

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** Whether the signed-in pages' texts were asked for: a language switch then loads them too. */
let appTextsWanted = false;

/**
 * Loads a part of a language's translations into i18next once (deep-merged into one namespace). Callers at
 * the same time (the start and the route guard) share one load; a failed load is tried again next time.
 */
function ensurePart(language: Language, part: LocalePart): Promise<void> {
  const key = `${language}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = loadLocaleBundle(language, part).then(
      (bundle) => {
        i18next.addResourceBundle(language, 'translation', bundle, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** What else a language needs before it shows, set by an entry (the signed-in app: MUI's own texts). */
const languageParts: ((language: Language) => Promise<void>)[] = [];

/** `load` runs with every language's texts (before the first render too, when called before `initI18n`). */
export function loadWithEachLanguage(load: (language: Language) => Promise<void>) {
  languageParts.push(load);
}

async function ensureLanguage(language: Language) {
  await Promise.all([ensurePart(language, 'public'), ...languageParts.map((load) => load(language))]);
  if (appTextsWanted) await ensurePart(language, 'app');
}

/** The signed-in pages' texts in the current language (the route guard waits for them). */
export function ensureAppTranslations(): Promise<void> {
  appTextsWanted = true;
  return ensurePart(i18next.language as Language, 'app');
}

/** Whether the signed-in pages' texts are there (loaded here, or given with all the others, as in tests). */
export const appTranslationsLoaded = () =>
  loaded.has(`${i18next.language}:app`) ||
  i18next.getResource(i18next.language, 'translation', 'dashboard') !== undefined;

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
      // The signed-in pages' texts arrive after the first render: re-render when a bundle is added.
      react: { bindI18nStore: 'added' },
      ...reportMissingTexts,
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
