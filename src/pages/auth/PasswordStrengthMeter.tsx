/** How guessable the typed password is, as a bar and in words, read out politely (issue 9 #4). */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/lightTranslate';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** A meter under the password field: how guessable it is, in words, read out politely. */
export default function PasswordStrengthMeter({ score }: { score: number }) {
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
