import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown before the label (e.g. a medium's icon). */
  icon?: ReactNode;
}

export interface OptionItemsExtras {
  /** A first entry such as "All" or "Not set", shown in italics. */
  empty?: { value: string; label: string };
  /** The select's value: listed too when it is not among the options (not loaded yet, another company's). */
  current?: string;
  /** The text of such a listed current value (default: the value itself). */
  currentLabel?: string | null;
}

/** The MenuItems of a TextField select: the empty entry, the options, and an unknown current value. */
export function optionItems(options: readonly SelectOption[], extras: OptionItemsExtras = {}): ReactNode[] {
  const { empty, current, currentLabel } = extras;
  const unknown =
    current !== undefined && current !== '' && !options.some((option) => option.value === current);
  const shown = unknown ? [...options, { value: current, label: currentLabel || current }] : options;
  return [
    empty && (
      <MenuItem key={`empty:${empty.value}`} value={empty.value}>
        <em>{empty.label}</em>
      </MenuItem>
    ),
    ...shown.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.icon && (
          <Box component="span" sx={{ display: 'inline-flex', mr: 1 }}>
            {option.icon}
          </Box>
        )}
        {option.label}
      </MenuItem>
    )),
  ];
}
