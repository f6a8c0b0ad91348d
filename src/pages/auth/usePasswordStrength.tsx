/**
 * The strength of a new password as it is typed (issue 9 #4), by the same estimator the server
 * refuses with (domain/passwordStrength). Its dictionaries are large: loaded on the first key
 * press in the password field, never with the sign-in pages.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyModule } from './lazyModule';

export const loadPasswordEstimator = lazyModule(() => import('../../domain/passwordStrength'));

/** The weak password's message, or null for a strong one (the server says the same, 422). */
export async function weakPasswordError(password: string, related: readonly string[]): Promise<string | null> {
  const estimator = await loadPasswordEstimator();
  return estimator.passwordStrength(password, related).strong ? null : estimator.WEAK_PASSWORD_MESSAGE;
}

/** The score 0–4 of the typed password; null while empty or while the estimator loads. */
export function usePasswordScore(password: string, related: readonly string[]): number | null {
  const [score, setScore] = useState<number | null>(null);
  const key = related.join('\n');
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    loadPasswordEstimator()
      .then((estimator) => {
        if (current) setScore(estimator.passwordStrength(password, key.split('\n')).score);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, key]);
  return score;
}

/**
 * The meter under the password field. It shows only once the estimator has scored something, so
 * MUI's progress bar loads then, with it, not with the sign-in pages (their 170 kB budget).
 */
const LoadedMeter = lazy(() => import('./PasswordStrengthMeter'));

export function PasswordStrengthMeter({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <Suspense fallback={null}>
      <LoadedMeter score={score} />
    </Suspense>
  );
}
