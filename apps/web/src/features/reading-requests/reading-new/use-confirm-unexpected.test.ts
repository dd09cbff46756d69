import { describe, expect, it } from 'vitest';
import { saveDecision } from './use-confirm-unexpected';

describe('saveDecision', () => {
  it('saves values that do not warn at once', () => {
    expect(saveDecision(false, false)).toBe('save');
    expect(saveDecision(false, true)).toBe('save');
  });

  it('asks once about values that warn, then saves', () => {
    expect(saveDecision(true, false)).toBe('ask');
    expect(saveDecision(true, true)).toBe('save');
  });
});
