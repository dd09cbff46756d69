import { AUTOMATIC_DIGITS } from '@portal/contracts';

type Translate = (key: string) => string;

/**
 * Integer or fraction digits of a meter: -999 (`AUTOMATIC_DIGITS`) is shown as the translated
 * "automatic", a missing value as the not-available placeholder, anything else as the number.
 */
export function formatDigits(value: number | null | undefined, t: Translate): string {
  if (value === null || value === undefined) return t('components.format.notAvailable');
  if (value === AUTOMATIC_DIGITS) return t('components.format.automatic');
  return String(value);
}
