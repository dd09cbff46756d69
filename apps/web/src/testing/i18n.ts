import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toBundle } from '../lib/locale-resources';

const en = toBundle(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' }));
const de = toBundle(import.meta.glob('../locales/de/*.json', { eager: true, import: 'default' }));

/** Both languages' translations, loaded synchronously, English first, for component tests. */
export function initTestI18n() {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
