import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuAction } from '../../../components/menu-action';

export interface BuildingMenuProps {
  buildingId: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Asks for confirmation and deletes. */
  onDelete: () => void;
  disabled?: boolean;
}

/** The building's actions: edit and delete, each only when the user may. */
export function BuildingMenu({ buildingId, canEdit, canDelete, onDelete, disabled }: BuildingMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canEdit && !canDelete) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('buildings.actions')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        data-testid="building-menu"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {canEdit && (
          <MenuItem component={RouterLink} to={`/buildings/${buildingId}/edit`} data-testid="building-edit">
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('buildings.edit')}</ListItemText>
          </MenuItem>
        )}
        {canDelete && (
          <MenuAction
            close={close}
            onSelect={onDelete}
            icon={<DeleteIcon fontSize="small" color="error" />}
            testId="building-delete"
          >
            <ListItemText>{t('buildings.delete')}</ListItemText>
          </MenuAction>
        )}
      </Menu>
    </>
  );
}
