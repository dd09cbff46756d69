import { PASSWORD_MIN_STRENGTH_SCORE } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { estimateStrength, type StrengthScore } from './zxcvbn';

/**
 * The zxcvbn score (0–4) of a password; undefined while the estimator loads or for an empty password.
 * `userInputs` (e-mail, name) count as guessable words.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): StrengthScore | undefined {
  const [result, setResult] = useState<{ password: string; score: StrengthScore }>();
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    estimateStrength(password, inputsKey ? inputsKey.split('\n') : []).then(
      (score) => {
        if (current) setResult({ password, score });
      },
      () => {
        // Without the estimator the meter stays empty; the server still enforces its rules.
      },
    );
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  return password && result?.password === password ? result.score : undefined;
}

/** Whether a score meets the server's rule (the submit button waits for it). */
export function isStrongEnough(score: StrengthScore | undefined): boolean {
  return score !== undefined && score >= PASSWORD_MIN_STRENGTH_SCORE;
}
