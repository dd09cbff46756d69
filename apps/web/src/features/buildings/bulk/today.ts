/** Now as an ISO timestamp: the date_status_change of buildings set inactive today. */
export const nowIso = () => new Date().toISOString();

/** Today's date in the user's language ("31 Jan 2026" / "31.01.2026"), shown in the confirmation. */
export const todayText = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date());
