import { PASSWORD_MIN_STRENGTH_SCORE, PASSWORD_TOO_WEAK } from '@portal/contracts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../http/errors';

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the web form's dictionaries and graphs (apps/web/src/lib/password/zxcvbn.ts),
 * loaded on first use: the dictionaries are large and only setting a password needs them.
 */
function loadZxcvbn(): Promise<ZxcvbnFactory> {
  if (factory) return factory;
  const loading = Promise.all([
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
  // A failed load is tried again on the next use.
  loading.catch(() => {
    factory = undefined;
  });
  factory = loading;
  return loading;
}

/** 400 on the password field when the password is too easy to guess; `userInputs` as the form passes them. */
export async function assertStrongPassword(password: string, userInputs: string[]): Promise<void> {
  const zxcvbn = await loadZxcvbn();
  if (zxcvbn.check(password, userInputs.filter(Boolean)).score < PASSWORD_MIN_STRENGTH_SCORE) {
    throw badRequest({ password: [PASSWORD_TOO_WEAK] });
  }
}
