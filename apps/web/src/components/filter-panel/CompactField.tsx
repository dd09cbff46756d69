import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Gives a text field that follows the theme's defaults (full width, normal margin) a fixed width
 * and no margin, so it sits in a row of filters.
 */
export function CompactField({ width, children }: { width: number; children: ReactNode }) {
  return <Box sx={{ width, maxWidth: '100%', '& .MuiFormControl-root': { m: 0 } }}>{children}</Box>;
}
