import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type CompanyListItem, PHYSICAL_MEDIA } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  CompactField,
  type FilterControlsList,
  FilterSelect,
  IsNullFilter,
  SearchFilter,
} from '../../components/filter-panel';
import type { SelectOption } from '../../components/select-options';
import type { MeterFilterName } from './meter-filters';

export interface MetersFiltersProps {
  list: FilterControlsList<MeterFilterName>;
  statusChoices: { value: string; display_name: string }[];
  energySuppliers: CompanyListItem[] | null;
  readingServices: CompanyListItem[] | null;
}

/** The controls inside the meters list's filter panel; each writes its URL filter. */
export function MetersFilters(props: MetersFiltersProps) {
  const { list, statusChoices, energySuppliers, readingServices } = props;
  const { filters, setFilter } = list;
  const { t } = useTranslation();
  const select = (name: MeterFilterName, label: string, options: SelectOption[]) => (
    <FilterSelect
      label={label}
      value={filters[name]}
      options={options}
      onChange={(value) => setFilter(name, value)}
      testId={`meters-filter-${name}`}
    />
  );
  const companies = (list: CompanyListItem[]) => list.map((c) => ({ value: c.resource_id, label: c.name }));

  return (
    <>
      <CompactField width={260}>
        <SearchFilter value={filters.search} onChange={(value) => setFilter('search', value)} />
      </CompactField>
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
      <IsNullFilter
        noLabel={t('meters.filters.mainMetersOnly')}
        hasLabel={t('meters.filters.subMetersOnly')}
        value={filters.main_meter__isnull}
        onChange={(value) => setFilter('main_meter__isnull', value)}
        disabled={Boolean(filters.main_meter)}
      />
    </>
  );
}
