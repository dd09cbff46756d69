import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { chipText } from './chip-text';

export interface ActiveFilter {
  /** The filter's parameter name, passed back to `onClear`. */
  name: string;
  /** Translated filter name, e.g. "Status". */
  label: string;
  /** Display text of the value (a name, not an id). */
  value: string;
  /** False for filters the user may not change (a meter reader's own delegate filter). */
  deletable?: boolean;
}

export interface FilterChipsProps {
  filters: ActiveFilter[];
  onClear: (name: string) => void;
}

/** One chip per active filter; deleting a chip clears that filter. */
export function FilterChips({ filters, onClear }: FilterChipsProps) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="list"
      aria-label={t('components.filterPanel.activeFilters')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {filters.map((filter) => {
        const full = `${filter.label}: ${filter.value}`;
        return (
          <Chip
            key={filter.name}
            role="listitem"
            size="small"
            label={chipText(filter.label, filter.value)}
            title={full}
            onDelete={filter.deletable === false ? undefined : () => onClear(filter.name)}
            deleteIcon={
              // SvgIcons are hidden from screen readers by default; this one is the only way to remove by mouse.
              <CancelIcon
                role="button"
                aria-hidden={false}
                aria-label={t('components.filterPanel.removeFilter', { label: filter.label })}
              />
            }
          />
        );
      })}
    </Stack>
  );
}
