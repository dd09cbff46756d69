const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-03" → "Mar 26" / "März 26" in the interface language (one formatter per language: charts ask often). */
export function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
