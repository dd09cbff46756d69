import { AUTOMATIC_DIGITS } from '@portal/contracts';

/** Anything that turns a translation key into text; react-i18next's `t` fits. */
export type Translate = (key: string) => string;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    // The spec shows numbers with up to 3 decimals; trailing zeros are dropped.
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Formats a number for display in `language` (e.g. 'de' → "1.234,568") with at most 3 decimals.
 * Returns '' for null, undefined and non-finite values; use `formatNumberOrPlaceholder` to show a text.
 */
export function formatNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatterFor(language).format(value);
}

/** Like `formatNumber`, but a missing value shows the translated not-available placeholder. */
export function formatNumberOrPlaceholder(
  value: number | null | undefined,
  language: string,
  t: Translate,
): string {
  const text = formatNumber(value, language);
  return text === '' ? t('components.format.notAvailable') : text;
}

/**
 * Formats integer or fraction digits of a meter: -999 (`AUTOMATIC_DIGITS`) is shown as the
 * translated "automatic", a missing value as the not-available placeholder, anything else as the number.
 */
export function formatDigits(value: number | null | undefined, t: Translate): string {
  if (value === null || value === undefined) return t('components.format.notAvailable');
  if (value === AUTOMATIC_DIGITS) return t('components.format.automatic');
  return String(value);
}
