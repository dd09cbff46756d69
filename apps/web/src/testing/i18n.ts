import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleResources } from '../lib/locale-resources';

/** English translations, loaded synchronously, for component tests. */
export function initTestI18n() {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    lng: 'en',
    resources: loadLocaleResources(),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
