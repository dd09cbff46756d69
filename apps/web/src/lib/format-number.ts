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
 * Returns '' for null, undefined and non-finite values.
 */
export function formatNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatterFor(language).format(value);
}
