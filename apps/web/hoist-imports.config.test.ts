import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports } from './hoist-imports.config';

type Chunk = { type: 'chunk'; fileName: string; code: string; imports: string[]; isDynamicEntry: boolean };
const chunk = (fileName: string, imports: string[], isDynamicEntry = false, code = 'body();'): Chunk => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  isDynamicEntry,
});

function build(chunks: Chunk[]) {
  const bundle = Object.fromEntries(chunks.map((entry) => [entry.fileName, entry]));
  const hook = hoistTransitiveImports().generateBundle as (...args: unknown[]) => void;
  hook.call({}, {}, bundle, false);
  return bundle;
}

describe('hoistTransitiveImports', () => {
  it('names what a lazily loaded chunk needs indirectly, after its code and before its source map', () => {
    const bundle = build([
      chunk('assets/index.js', ['assets/a.js']),
      chunk(
        'assets/page.js',
        ['assets/a.js'],
        true,
        'import"./a.js";page();\n//# sourceMappingURL=page.js.map',
      ),
      chunk('assets/a.js', ['assets/b.js', 'assets/c.js']),
      chunk('assets/b.js', ['assets/c.js']),
      chunk('assets/c.js', ['assets/a.js']),
    ]);
    expect(bundle['assets/page.js']!.code).toBe(
      'import"./a.js";page();\nimport"./b.js";import"./c.js";\n//# sourceMappingURL=page.js.map',
    );
    // The entry (index.html preloads its chunks) and the chunks loaded by imports are left as they were.
    for (const name of ['assets/index.js', 'assets/a.js', 'assets/b.js'])
      expect(bundle[name]!.code).toBe('body();');
  });

  it('leaves a lazy chunk alone when it imports everything it needs directly', () => {
    const bundle = build([chunk('assets/page.js', ['assets/a.js'], true), chunk('assets/a.js', [])]);
    expect(bundle['assets/page.js']!.code).toBe('body();');
  });

  it('names no chunk that is gone from the bundle (a chunk of nothing but CSS)', () => {
    const bundle = build([
      chunk('assets/page.js', ['assets/a.js'], true),
      chunk('assets/a.js', ['assets/styles-only.js', 'assets/b.js']),
      chunk('assets/b.js', []),
    ]);
    expect(bundle['assets/page.js']!.code).toBe('body();\nimport"./b.js";\n');
  });
});
