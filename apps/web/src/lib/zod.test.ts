import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the web app's zod", () => {
  it('is jitless: no eval probe for a strict CSP', () => {
    expect(z.config().jitless).toBe(true);
    // the probe is what the CSP reports: an object schema built and parsed must not call Function
    const calls: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
