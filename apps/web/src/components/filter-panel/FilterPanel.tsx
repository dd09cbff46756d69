import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterChips } from './FilterChips';

export interface FilterPanelProps {
  /** The filter controls (search field, selects, checkbox pairs, date ranges). */
  children: ReactNode;
  /** Chips shown for these, also while the panel is hidden. */
  activeFilters: ActiveFilter[];
  /** A chip was deleted: clear that filter. */
  onClearFilter: (name: string) => void;
  /** The reset button: clear all filters. */
  onReset: () => void;
  /** Controlled visibility; leave out to let the panel keep its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Initial visibility when uncontrolled (default shown). */
  defaultOpen?: boolean;
  /** Extra buttons beside the toggle, e.g. "bulk actions" or "add". */
  actions?: ReactNode;
}

/** A collapsible block of list filters with a hide/show toggle, a reset button and active-filter chips. */
export function FilterPanel({
  children,
  activeFilters,
  onClearFilter,
  onReset,
  open,
  onOpenChange,
  defaultOpen = true,
  actions,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <Box component="section" aria-label={t('components.filterPanel.title')} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          startIcon={isOpen ? <FilterListOffIcon /> : <FilterListIcon />}
        >
          {isOpen ? t('components.filterPanel.hide') : t('components.filterPanel.show')}
        </Button>
        <Button onClick={onReset} startIcon={<RestartAltIcon />}>
          {t('components.filterPanel.reset')}
        </Button>
        {actions && <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>}
      </Stack>
      <Collapse in={isOpen} id={panelId}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1 }}>
          {children}
        </Stack>
      </Collapse>
      <FilterChips filters={activeFilters} onClear={onClearFilter} />
    </Box>
  );
}
