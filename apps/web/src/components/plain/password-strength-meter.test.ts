import { describe, expect, it } from 'vitest';
import de from '../../lib/locales/de';
import en from '../../lib/locales/en';

describe('the password strength meter', () => {
  it('reads its words from the public texts: the set-password page of a new account has no others', () => {
    for (const bundle of [en, de]) {
      const words = (bundle.components as Record<string, Record<string, string>>).passwordStrength;
      for (const key of ['label', 'none', 'level0', 'level1', 'level2', 'level3', 'level4'])
        expect(words?.[key], key).toEqual(expect.any(String));
    }
  });
});
