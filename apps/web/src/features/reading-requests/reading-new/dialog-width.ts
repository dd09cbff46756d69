import { BREAKPOINTS } from '@portal/contracts';

/** Dialog widths of spec §2 for one OBIS code, two, and three or more (each code gets a column). */
export const READING_DIALOG_WIDTHS = [820, 1024, 1366] as const;

/** The wanted width in px: 820 for one OBIS code, 1024 for two, 1366 for three or more. */
export function readingDialogWidth(obisCount: number): number {
  const index = Math.min(Math.max(obisCount, 1), READING_DIALOG_WIDTHS.length) - 1;
  return READING_DIALOG_WIDTHS[index]!;
}

/**
 * The dialog paper's size by OBIS count and screen width: the wanted width, never wider than the window
 * less the dialog's margins (the columns inside then wrap); the whole screen on phones (≤ 768 px, §9).
 */
export function readingDialogPaperSx(obisCount: number) {
  return {
    width: readingDialogWidth(obisCount),
    maxWidth: 'calc(100% - 64px)',
    [`@media (max-width: ${BREAKPOINTS.mobileMax}px)`]: {
      width: '100%',
      maxWidth: '100%',
      height: '100%',
      maxHeight: '100%',
      margin: 0,
      borderRadius: 0,
    },
  } as const;
}
