import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loads the estimator and its dictionaries on first use: they are large and only password forms need them. */
export function loadZxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
  ]).then(
    ([core, common, en, de]) =>
      new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
      }),
  );
  return factory;
}

export async function estimateStrength(password: string, userInputs: string[] = []): Promise<StrengthScore> {
  const zxcvbn = await loadZxcvbn();
  return zxcvbn.check(password, userInputs).score as StrengthScore;
}
