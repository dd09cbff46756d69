import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

describe('compareText', () => {
  it('sorts as the language does, umlauts among their letters', () => {
    expect(['Zoe', 'Ärger', 'Anna', 'Bernd'].sort(compareText('de'))).toEqual([
      'Anna',
      'Ärger',
      'Bernd',
      'Zoe',
    ]);
  });

  it('keeps one collator per language', () => {
    expect(compareText('en')).toBe(compareText('en'));
    expect(compareText('en')).not.toBe(compareText('de'));
  });
});
