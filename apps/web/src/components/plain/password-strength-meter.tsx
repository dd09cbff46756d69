import { useTranslation } from 'react-i18next';
import type { StrengthScore } from '../../lib/password';
import './plain.css';

const TONES = ['error', 'error', 'warning', 'info', 'success'] as const;

/** Five levels (zxcvbn scores 0–4) as a bar and a word; empty until there is a password. */
export function PasswordStrengthMeter({ score }: { score: StrengthScore | undefined }) {
  const { t } = useTranslation();
  const label =
    score === undefined
      ? t('components.passwordStrength.none')
      : t(`components.passwordStrength.level${score}`);
  const value = score === undefined ? 0 : (score + 1) * 20;
  return (
    <div className="p-strength" data-testid="password-strength" data-score={score ?? ''}>
      <div
        role="progressbar"
        aria-label={t('components.passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        className={score === undefined ? 'p-strength-bar' : `p-strength-bar ${TONES[score]}`}
      >
        <span style={{ width: `${value}%` }} />
      </div>
      <span className="p-strength-caption">
        {t('components.passwordStrength.label')}: {label}
      </span>
    </div>
  );
}
