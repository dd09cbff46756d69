import type { Theme } from '@mui/material/styles';
import { READING_ORIGINS, type ReadingOrigin } from '@portal/contracts';

/** The stacked bars' order, bottom to top: the contracts' origins (portal, app, import). */
export const TREND_ORIGINS: readonly ReadingOrigin[] = READING_ORIGINS;

/** A colour per origin: the brand colour, its secondary, a grey. */
export function originColor(theme: Theme, origin: ReadingOrigin): string {
  if (origin === 'portal') return theme.palette.primary.main;
  if (origin === 'app') return theme.palette.secondary.main;
  return theme.palette.grey[500];
}
