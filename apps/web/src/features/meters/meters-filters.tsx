import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type CompanyListItem, PHYSICAL_MEDIA } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  ExclusiveCheckboxPair,
  formatIsNull,
  parseIsNull,
  SearchFilter,
} from '../../components/filter-panel';
import type { FilterInput } from '../../lib/list-state';
import type { MeterFilterName } from './meter-filters';

export interface MetersFiltersProps {
  filters: Record<string, string>;
  setFilter: (name: MeterFilterName, value: FilterInput) => void;
  statusChoices: { value: string; display_name: string }[];
  energySuppliers: CompanyListItem[] | null;
  readingServices: CompanyListItem[] | null;
}

const selectSx = { minWidth: 200 };

/** The controls inside the meters list's filter panel; each writes its URL filter. */
export function MetersFilters(props: MetersFiltersProps) {
  const { filters, setFilter, statusChoices, energySuppliers, readingServices } = props;
  const { t } = useTranslation();
  const select = (name: MeterFilterName, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => setFilter(name, event.target.value || undefined)}
      sx={selectSx}
      slotProps={{ htmlInput: { 'data-testid': `meters-filter-${name}` } }}
    >
      <MenuItem value="">{t('meters.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const companies = (list: CompanyListItem[]) => list.map((c) => ({ value: c.resource_id, label: c.name }));

  return (
    <>
      {/* The theme makes text fields full width; in the filter row they take a fixed share. */}
      <Box sx={{ width: 260 }}>
        <SearchFilter value={filters.search} onChange={(value) => setFilter('search', value)} />
      </Box>
      {select(
        'physical_medium',
        t('meters.fields.physical_medium'),
        PHYSICAL_MEDIA.map((medium) => ({ value: medium, label: t(`media.${medium}`) })),
      )}
      {select(
        'status',
        t('meters.fields.status'),
        statusChoices.map((choice) => ({
          value: choice.value,
          label: t(`meters.statuses.${choice.value}`, { defaultValue: choice.display_name }),
        })),
      )}
      {energySuppliers &&
        select('energy_supplier', t('meters.fields.energy_supplier'), companies(energySuppliers))}
      {readingServices &&
        select('meter_reading_service', t('meters.fields.meter_reading_service'), companies(readingServices))}
      <FormControlLabel
        label={t('meters.filters.needsCheck')}
        control={
          <Checkbox
            checked={filters.needs_check === 'true'}
            onChange={(_, checked) => setFilter('needs_check', checked ? 'true' : undefined)}
          />
        }
      />
      <ExclusiveCheckboxPair
        noLabel={t('meters.filters.mainMetersOnly')}
        hasLabel={t('meters.filters.subMetersOnly')}
        value={parseIsNull(filters.main_meter__isnull)}
        onChange={(value) => setFilter('main_meter__isnull', formatIsNull(value))}
        disabled={Boolean(filters.main_meter)}
      />
    </>
  );
}
