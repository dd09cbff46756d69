import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeRedirect('/meters')).toBe('/meters');
    expect(safeRedirect('/readings?page=2&o=-reading_date')).toBe('/readings?page=2&o=-reading_date');
  });

  it('refuses other origins and anything not starting with one slash', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'meters', '', null]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
    expect(safeRedirect('/\t/evil.example')).toBeUndefined();
  });
});

describe('redirectTarget', () => {
  it('reads the redirect query or goes to the dashboard', () => {
    expect(redirectTarget('?redirect=%2Fbuildings%3Fpage%3D3')).toBe('/buildings?page=3');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('keeps the wanted path and search, except for the dashboard', () => {
    expect(loginPathFor('/meters', '?page=2')).toBe('/login?redirect=%2Fmeters%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});
