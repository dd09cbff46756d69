import type { Theme } from '@mui/material/styles';
import type { DoughnutSlice } from '@portal/contracts';

/** One colour per slice from the theme: success green, rejected red, new the brand colour, readings grey. */
export function sliceColor(theme: Theme, slice: DoughnutSlice): string {
  switch (slice) {
    case 'success':
      return theme.palette.success.main;
    case 'rejected':
      return theme.palette.error.main;
    case 'new':
      return theme.palette.primary.main;
    default:
      return theme.palette.grey[600];
  }
}
