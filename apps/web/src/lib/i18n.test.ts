import { describe, expect, it, vi } from 'vitest';

describe('ensureAppTranslations', () => {
  it('loads the signed-in texts once when the start and the route guard ask at the same time', async () => {
    vi.resetModules();
    const i18next = (await import('i18next')).default;
    const { ensureAppTranslations, initI18n } = await import('./i18n');
    await initI18n();
    const added = vi.spyOn(i18next, 'addResourceBundle');
    await Promise.all([ensureAppTranslations(), ensureAppTranslations()]);
    await ensureAppTranslations();
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18next.exists('dashboard.welcome')).toBe(true);
  });
});

describe('a missing text', () => {
  it('is named on the console in the language of the page; a default value given with the key is not', async () => {
    const i18next = (await import('i18next')).default;
    const { MISSING_TEXT, reportMissingTexts } = await import('./i18n');
    const instance = i18next.createInstance();
    await instance.init({
      ...reportMissingTexts,
      lng: 'de',
      fallbackLng: 'en',
      resources: { de: { translation: { auth: { title: 'Anmelden' } } } },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(instance.t('auth.title')).toBe('Anmelden');
      expect(logged).not.toHaveBeenCalled();
      expect(instance.t('settings.strength.label')).toBe('settings.strength.label');
      expect(logged).toHaveBeenCalledWith(`${MISSING_TEXT} settings.strength.label (de)`);
      logged.mockClear();
      expect(instance.t('buildings.statuses.unknown', { defaultValue: 'Unbekannt' })).toBe('Unbekannt');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
