import AddTaskIcon from '@mui/icons-material/AddTask';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MeterPermissions } from './use-meter-permissions';

export interface MeterMenuProps {
  /** The meter page's path (/meters/{id} or /buildings/{buildingId}/meters/{id}). */
  basePath: string;
  permissions: MeterPermissions;
  onChangeAddress: () => void;
  onDelete: () => void;
  /** While the meter is being deleted and until the redirect after it. */
  disabled?: boolean;
}

interface Entry {
  key: keyof MeterPermissions;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
}

/** The meter page's actions, each shown only when the user may do it. */
export function MeterMenu({ basePath, permissions, onChangeAddress, onDelete, disabled }: MeterMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const entries: Entry[] = [
    { key: 'createReadingRequest', icon: <AddTaskIcon fontSize="small" />, to: `${basePath}/newreq` },
    { key: 'edit', icon: <EditIcon fontSize="small" />, to: `${basePath}/edit` },
    { key: 'replace', icon: <SwapHorizIcon fontSize="small" />, to: `${basePath}/replacement` },
    { key: 'changeAddress', icon: <HomeWorkIcon fontSize="small" />, onClick: onChangeAddress },
    { key: 'delete', icon: <DeleteIcon fontSize="small" color="error" />, onClick: onDelete },
  ];
  const visible = entries.filter((entry) => permissions[entry.key]);
  if (visible.length === 0) return null;

  return (
    <>
      <Tooltip title={t('meters.menu.label')}>
        <IconButton
          aria-label={t('meters.menu.label')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={disabled}
          data-testid="meter-menu"
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {visible.map((entry) => {
          const content = (
            <>
              <ListItemIcon>{entry.icon}</ListItemIcon>
              <ListItemText>{t(`meters.menu.${entry.key}`)}</ListItemText>
            </>
          );
          return entry.to ? (
            <MenuItem key={entry.key} component={RouterLink} to={entry.to} onClick={close}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.key}
              onClick={() => {
                close();
                entry.onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
