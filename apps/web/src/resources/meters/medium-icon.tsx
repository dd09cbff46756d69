import type { PhysicalMedium } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config';

/** The brand's icon for a physical medium (19 media, one SVG each). */
export function MediumIcon({ medium, size = 24 }: { medium: PhysicalMedium; size?: number }) {
  const { t } = useTranslation();
  const { data } = usePortalConfig();
  const src = data?.brand.medium_icons[medium];
  const label = t(`media.${medium}`);
  if (!src) return null;
  return (
    <img src={src} alt={label} title={label} width={size} height={size} style={{ verticalAlign: 'middle' }} />
  );
}
