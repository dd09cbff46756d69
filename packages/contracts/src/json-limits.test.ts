import { describe, expect, it } from 'vitest';
import { jsonProblem } from './common';
import { LIMITS } from './limits';

const nest = (levels: number, inner: unknown = 1) => {
  let value = inner;
  for (let level = 0; level < levels; level++) value = level % 2 ? { a: value } : [value];
  return value;
};

describe('jsonProblem (free-form JSON limits)', () => {
  it('allows 10 levels of containers and refuses 11, however deep the input goes', () => {
    expect(jsonProblem(nest(LIMITS.jsonMaxDepth))).toBeNull();
    expect(jsonProblem(nest(LIMITS.jsonMaxDepth + 1))).toMatch(/no more than 10 levels/);
    expect(jsonProblem(nest(200_000))).toMatch(/no more than 10 levels/);
  });

  it('refuses NUL characters in keys and strings', () => {
    expect(jsonProblem({ a: ['x', { b: 'c\u0000' }] })).toBe('Null characters are not allowed.');
    expect(jsonProblem({ 'k\u0000': 1 })).toBe('Null characters are not allowed.');
  });

  it('counts the size in UTF-8 bytes of the JSON text', () => {
    const overhead = JSON.stringify({ a: '' }).length;
    const room = LIMITS.jsonMaxBytes - overhead;
    expect(jsonProblem({ a: 'x'.repeat(room) })).toBeNull();
    expect(jsonProblem({ a: 'x'.repeat(room + 1) })).toMatch(/32768 bytes/);
    expect(jsonProblem({ a: '€'.repeat(Math.floor(room / 3)) })).toBeNull();
    expect(jsonProblem({ a: '€'.repeat(Math.floor(room / 3) + 1) })).toMatch(/bytes/);
    expect(jsonProblem({ a: '😀'.repeat(Math.floor(room / 4) + 1) })).toMatch(/bytes/);
  });
});
