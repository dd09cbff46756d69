import { describe, expect, it } from 'vitest';
import { detectLanguage, toLanguage } from './language-detection';

describe('detectLanguage', () => {
  it('uses the remembered choice first', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
    expect(detectLanguage('en', ['de-DE'])).toBe('en');
  });

  it('ignores an invalid remembered value and takes the first browser language matching by prefix', () => {
    expect(detectLanguage('fr', ['fr-FR', 'de-AT', 'en-GB'])).toBe('de');
    expect(detectLanguage(null, ['EN-us', 'de'])).toBe('en');
    expect(detectLanguage(null, ['de_CH'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, ['fr', 'it'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });

  it('does not mistake other languages sharing letters for a match', () => {
    expect(toLanguage('dev')).toBeUndefined();
    expect(toLanguage('eng')).toBeUndefined();
  });
});
