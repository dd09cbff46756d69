import TextField from '@mui/material/TextField';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/language-detection';
import { lazyPart } from '../../lib/lazy-part';
import type { DateRangeFilterProps } from './DateRangeFilter';

const dateRangeFilter = lazyPart(() => import('./DateRangeFilter').then((module) => module.DateRangeFilter));

/** "2026-01-31" as the pickers show it: British English ("31/01/2026", lib/dayjs-locale) or German. */
const numericDate = (iso: string | undefined, language: string) =>
  iso
    ? new Intl.DateTimeFormat(toLanguage(language) === 'de' ? 'de' : 'en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(`${iso}T00:00`))
    : '';

/** The two fields as the pickers draw them, read-only, while the pickers' code loads: nothing moves. */
export function DateRangeStandIn({ from, to, fromLabel, toLabel, disabled }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation();
  const field = (label: DateRangeFilterProps['fromLabel'], value: string | undefined) => (
    <TextField
      label={label}
      value={numericDate(value, i18n.language)}
      size="small"
      disabled={disabled}
      sx={{ width: 180 }}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  return (
    <>
      {field(fromLabel ?? t('components.dateRange.from'), from)}
      {field(toLabel ?? t('components.dateRange.to'), to)}
    </>
  );
}

function LoadedDateRangeFilter(props: DateRangeFilterProps) {
  const DateRangeFilter = dateRangeFilter.useLoaded();
  return <DateRangeFilter {...props} />;
}

/**
 * DateRangeFilter with the pickers' code (MUI X date pickers, dayjs, their locales) loaded after the
 * page has painted: for pages whose first paint should not wait for it (the dashboard, the export form).
 */
export function LazyDateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<DateRangeStandIn {...props} />}>
      <LoadedDateRangeFilter {...props} />
    </Suspense>
  );
}
