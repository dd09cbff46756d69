import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { ColumnsPanelTrigger, Toolbar, ToolbarButton, useGridApiContext } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Page-specific buttons shown at the start of the toolbar. */
    actions?: ReactNode;
  }
}

/** The grid toolbar: the page's own actions, then the button that opens the column selection. */
export function DataTableToolbar({ actions }: { actions?: ReactNode }) {
  const apiRef = useGridApiContext();
  const columnsLabel = apiRef.current.getLocaleText('toolbarColumns');
  return (
    <Toolbar>
      {actions}
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={columnsLabel}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={columnsLabel} />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}
