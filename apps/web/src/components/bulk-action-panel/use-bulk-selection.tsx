import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Button from '@mui/material/Button';
import type { GridRowId } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UseBulkSelectionOptions {
  /** Whether the user has any bulk action here: without, the table shows no checkboxes and no button. */
  allowed: boolean;
  /** `data-testid` of the toolbar button that opens the panel. */
  testId: string;
}

/**
 * The selection of a list page with a bulk panel: `table` goes to DataTable (checkboxes and the toolbar
 * button that opens the panel), `panel` to the page's bulk panel (open state, the selected ids, and
 * `onDeleted`, which drops deleted rows from the selection).
 */
export function useBulkSelection({ allowed, testId }: UseBulkSelectionOptions) {
  const { t } = useTranslation();
  const [selectedIds, setSelectedIds] = useState<GridRowId[]>([]);
  const [open, setOpen] = useState(false);
  return {
    allowed,
    table: {
      selectedIds,
      onSelectionChange: allowed ? setSelectedIds : undefined,
      toolbarActions: allowed ? (
        <Button startIcon={<PlaylistAddCheckIcon />} onClick={() => setOpen(true)} data-testid={testId}>
          {t('components.bulk.title')}
        </Button>
      ) : undefined,
    },
    panel: {
      open,
      onClose: () => setOpen(false),
      selectedIds: selectedIds.map(String),
      onDeleted: (ids: string[]) =>
        setSelectedIds((current) => current.filter((id) => !ids.includes(String(id)))),
    },
  };
}
