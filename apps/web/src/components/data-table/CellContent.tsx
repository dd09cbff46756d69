import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Content of a custom grid cell (icon, chip, icon with text), centred vertically in the row. */
export function CellContent({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {children}
    </Stack>
  );
}
