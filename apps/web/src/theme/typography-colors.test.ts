import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

// A Typography's opening tag (an arrow function's `=>` inside an attribute does not end it).
const TYPOGRAPHY_TAG = /<Typography\b((?:[^<>]|=>)*?)>/gs;
const COLOR = /\bcolor=(?:"([^"]*)"|\{([^}]*)\})/;

describe('Typography colours', () => {
  // MUI 9 removed Typography's system props: a palette path such as "text.secondary" is no colour of its
  // own any more and renders in the primary text colour; `textSecondary` (and `primary`, `error` …) are.
  it('names palette colours by their Typography value, never by a palette path', () => {
    const paths: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const tag of readFileSync(file, 'utf8').matchAll(TYPOGRAPHY_TAG)) {
        const color = tag[1]?.match(COLOR);
        const value = color?.[1] ?? color?.[2];
        if (value && /\b[a-z]+\.[a-z]+/i.test(value)) paths.push(`${file.slice(SRC.length + 1)}: ${value}`);
      }
    }
    expect(paths).toEqual([]);
  });
});
