/**
 * The strength of a new password as it is typed (issue 9 #4), by the same estimator the server
 * refuses with (domain/passwordStrength). Its dictionaries are large: loaded on the first key
 * press in the password field, never with the sign-in pages.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { translate } from '../../i18n/lightTranslate';
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

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** A meter under the password field: how guessable it is, in words, read out politely. */
export function PasswordStrengthMeter({ score }: { score: number | null }) {
  if (score === null) return null;
  const label = translate(`auth.passwordStrength.${score}`);
  return (
    <Box sx={{ mt: -1, mb: 1 }}>
      <LinearProgress
        variant="determinate"
        value={((score + 1) / 5) * 100}
        color={COLORS[score] ?? 'error'}
        aria-label={translate('auth.passwordStrength.label')}
        aria-valuetext={label}
      />
      <Typography variant="caption" role="status" aria-live="polite">
        {translate('auth.passwordStrength.label')}: {label}
      </Typography>
    </Box>
  );
}
