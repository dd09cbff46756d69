import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, IconButton, Menu, Tooltip } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

interface MenuButtonProps {
  label: string;
  testId: string;
  /** Shown instead of the label text (the label stays the accessible name and the tooltip). */
  icon?: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** A header button that opens a dropdown menu. */
export function MenuButton({ label, testId, icon, children }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const common = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    'data-testid': testId,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {icon ? (
        <Tooltip title={label}>
          <IconButton color="inherit" {...common}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" endIcon={<ArrowDropDownIcon />} {...common}>
          {label}
        </Button>
      )}
      <Menu
        // Rendered inside the header (its banner landmark) rather than at the end of <body>, where its
        // entries would stand outside every landmark (axe: region).
        disablePortal
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
