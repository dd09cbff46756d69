const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(language, options);
    cache.set(key, value);
  }
  return value;
}

function toDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An ISO timestamp as a local date ("31.01.2026" in de); '' for a missing or broken value. */
export function formatDate(value: string | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? formatter(language, { dateStyle: 'medium' }).format(date) : '';
}

/** An ISO timestamp as local date and time; '' for a missing or broken value. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** The local calendar year of an ISO timestamp, or undefined. */
export function yearOf(value: string | null | undefined): number | undefined {
  return toDate(value)?.getFullYear();
}
