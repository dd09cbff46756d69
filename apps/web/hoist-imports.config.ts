import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rollup's `hoistTransitiveImports`, which rolldown does not implement: a chunk loaded by `import()` (a
 * lazy route, a lazy part of a page) also names every chunk it needs indirectly, so the browser asks for
 * all of them as soon as it has read that chunk, instead of finding them one import level at a time (five
 * or six round trips on a signed-in page). The imports are appended at the end of the chunk: by then each
 * has run through the chunk's own imports, so the order the modules run in does not change.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'portal:hoist-transitive-imports',
    apply: 'build',
    // After Vite's CSS plugin, which takes the chunks of nothing but CSS out of the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const importsOf = (fileName: string) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const needed = new Set<string>();
        const visit = (fileName: string) => {
          // A chunk of nothing but CSS is gone from the bundle by now (Vite links its file instead).
          for (const dependency of importsOf(fileName))
            if (!needed.has(dependency) && bundle[dependency]) {
              needed.add(dependency);
              visit(dependency);
            }
        };
        visit(chunk.fileName);
        for (const direct of [chunk.fileName, ...chunk.imports]) needed.delete(direct);
        if (needed.size === 0) continue;
        const from = posix.dirname(chunk.fileName);
        const hoisted = [...needed]
          .map((fileName) => `import"./${posix.relative(from, fileName)}";`)
          .join('');
        // Before the source map comment, if the chunk has it already: never inside it.
        const comment = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
        chunk.code =
          comment < 0
            ? `${chunk.code}\n${hoisted}\n`
            : `${chunk.code.slice(0, comment)}\n${hoisted}${chunk.code.slice(comment)}`;
      }
    },
  };
}
