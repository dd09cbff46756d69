import { describe, expect, it } from 'vitest';
import { cityOf } from './companies';

describe('cityOf', () => {
  it('is the last part of the address without its postal code', () => {
    expect(cityOf('Hafenweg 22, 48155 Münster')).toBe('Münster');
    expect(cityOf('Friedrichstraße 120, 10117 Berlin')).toBe('Berlin');
    expect(cityOf('Ring 1, A-1010 Wien')).toBe('Wien');
    expect(cityOf('Rue 2, 75001 Paris 1er')).toBe('Paris 1er');
  });

  it('keeps an address without a comma or postal code as it is, and an empty one empty', () => {
    expect(cityOf('Köln')).toBe('Köln');
    expect(cityOf('  ')).toBe('');
    expect(cityOf('')).toBe('');
    expect(cityOf('Hauptstraße 5')).toBe('Hauptstraße 5');
  });
});
