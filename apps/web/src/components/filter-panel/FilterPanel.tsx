import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  /**
   * `inline` (default): the controls in a collapsible block above the list. `dialog` (phones): one
   * button "Filters (n)" counting the active filters the user may remove, opening the controls, chips
   * and reset in a full-screen dialog.
   */
  variant?: 'inline' | 'dialog';
}

/** The active filters the user set and may remove (a fixed one, e.g. a meter reader's own, is not counted). */
export function countActiveFilters(filters: readonly ActiveFilter[]): number {
  return filters.filter((filter) => filter.deletable !== false).length;
}

/**
 * A block of list filters: `inline`, collapsible with a hide/show toggle, a reset button and active-filter
 * chips; `dialog` (phones), one button opening them full screen.
 */
export function FilterPanel({ variant = 'inline', ...props }: FilterPanelProps) {
  return variant === 'dialog' ? <FilterDialog {...props} /> : <InlineFilterPanel {...props} />;
}

function InlineFilterPanel({
  children,
  activeFilters,
  onClearFilter,
  onReset,
  open,
  onOpenChange,
  defaultOpen = true,
  actions,
}: Omit<FilterPanelProps, 'variant'>) {
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

/** The phone form: a button naming the count of active filters; the controls in a full-screen dialog. */
function FilterDialog({
  children,
  activeFilters,
  onClearFilter,
  onReset,
  onOpenChange,
  actions,
}: Pick<
  FilterPanelProps,
  'children' | 'activeFilters' | 'onClearFilter' | 'onReset' | 'onOpenChange' | 'actions'
>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOwnOpen] = useState(false);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const count = countActiveFilters(activeFilters);
  return (
    <Box component="section" aria-label={t('components.filterPanel.title')} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          startIcon={<FilterListIcon />}
          data-testid="filter-panel-open"
        >
          {count ? t('lists.filterDialog.openCount', { count }) : t('lists.filterDialog.open')}
        </Button>
        {actions && <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>}
      </Stack>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('components.filterPanel.title')}</DialogTitle>
        <DialogContent dividers>
          {/* One control a line, each as wide as the screen (gaps, not margins: the fields have none). */}
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              pt: 1,
              '& > *, & > .MuiBox-root, & .MuiFormControl-root': {
                width: '100%',
                maxWidth: '100%',
                minWidth: 0,
              },
              '& .MuiFormControl-root': { m: 0 },
            }}
          >
            {children}
          </Box>
          <Box sx={{ mt: 2 }}>
            <FilterChips filters={activeFilters} onClear={onClearFilter} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onReset} startIcon={<RestartAltIcon />}>
            {t('components.filterPanel.reset')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)} data-testid="filter-panel-done">
            {t('lists.filterDialog.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
