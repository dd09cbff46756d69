import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export interface MenuActionProps extends Omit<MenuItemProps, 'onClick'> {
  /** Closes the menu; runs before `onSelect`, so a dialog the action opens takes the focus. */
  close: () => void;
  onSelect: () => void;
  icon: ReactNode;
  testId: string;
}

/** A menu entry with an icon that closes its menu, then acts (e.g. opens a confirmation). */
export function MenuAction({ close, onSelect, icon, testId, children, ...item }: MenuActionProps) {
  return (
    <MenuItem
      // The menu list passes its focus props (autoFocus, tabIndex) to its entries.
      {...item}
      onClick={() => {
        close();
        onSelect();
      }}
      data-testid={testId}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {children}
    </MenuItem>
  );
}
