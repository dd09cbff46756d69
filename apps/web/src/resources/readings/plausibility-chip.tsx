import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { Plausibility, PlausibilityReason } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The texts of plausibility reasons in the current language, joined for a tooltip or hint. */
export function usePlausibilityReasonText() {
  const { t } = useTranslation();
  return (reasons: readonly PlausibilityReason[]) =>
    reasons.map((reason) => t(`plausibility.reasons.${reason}`)).join('; ');
}

/**
 * A warning chip for an implausible value or reading (nothing for ok/unknown); its reasons as the
 * tooltip and the accessible name.
 */
export function PlausibilityChip({
  plausibility,
  reasons = [],
}: {
  plausibility: Plausibility;
  reasons?: readonly PlausibilityReason[];
}) {
  const { t } = useTranslation();
  const reasonText = usePlausibilityReasonText();
  if (plausibility !== 'implausible') return null;
  const label = t('plausibility.implausible');
  const detail = reasons.length ? `${label}: ${reasonText(reasons)}` : label;
  return (
    <Tooltip title={detail}>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        icon={<WarningAmberIcon />}
        label={label}
        aria-label={detail}
        sx={{ color: 'text.primary' }}
      />
    </Tooltip>
  );
}
