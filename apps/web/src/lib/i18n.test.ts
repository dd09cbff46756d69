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
