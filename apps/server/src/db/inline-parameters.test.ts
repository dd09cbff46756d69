import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inlineParameters } from './connection';

describe('inlineParameters (COPY takes no parameters)', () => {
  it('writes text as quoted literals, backslashes and quotes included, and numbers as they are', () => {
    const query = CompiledQuery.raw('SELECT $1, $2, $10', [
      "O'Brien \\ ",
      2.5,
      ...Array(7).fill(0),
      'ten',
    ] as unknown[]);
    expect(inlineParameters(query)).toBe(`SELECT  E'O''Brien \\\\ ', 2.5, 'ten'`);
  });

  it('refuses what is neither text nor a finite number', () => {
    expect(() => inlineParameters(CompiledQuery.raw('SELECT $1', [['a']]))).toThrow(/text and numbers/);
    expect(() => inlineParameters(CompiledQuery.raw('SELECT $1', [Number.NaN]))).toThrow();
  });
});
