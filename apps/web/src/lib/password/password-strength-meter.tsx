import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StrengthScore } from './zxcvbn';

const LEVEL_COLORS = ['error', 'error', 'warning', 'info', 'success'] as const;

/** Five levels (zxcvbn scores 0–4) as a bar and a word; empty until there is a password. */
export function PasswordStrengthMeter({ score }: { score: StrengthScore | undefined }) {
  const { t } = useTranslation();
  const label =
    score === undefined
      ? t('components.passwordStrength.none')
      : t(`components.passwordStrength.level${score}`);
  return (
    <Box sx={{ mt: 0.5, mb: 1 }} data-testid="password-strength" data-score={score ?? ''}>
      <LinearProgress
        variant="determinate"
        value={score === undefined ? 0 : (score + 1) * 20}
        color={score === undefined ? 'inherit' : LEVEL_COLORS[score]}
        aria-label={t('components.passwordStrength.label')}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="textSecondary">
        {t('components.passwordStrength.label')}: {label}
      </Typography>
    </Box>
  );
}
