import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import type { User } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuAction } from '../../components/menu-action';
import type { UserMenuEntry } from './header-entries';
import { MenuButton } from './menu-button';

interface UserMenuProps {
  user: User | undefined;
  entries: readonly UserMenuEntry[];
  onLogout: () => void;
  onDeleteAccount: () => void;
}

export function UserMenu({ user, entries, onLogout, onDeleteAccount }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuButton label={t('navigation.userMenu')} testId="user-menu-button" icon={<AccountCircleIcon />}>
      {(close) => [
        <MenuItem key="who" disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText
            primary={user?.employee.name || user?.email}
            secondary={user?.employee.name ? user.email : user?.companies[0]?.name}
          />
        </MenuItem>,
        <Divider key="divider" />,
        entries.includes('change_password') && (
          <MenuItem
            key="password"
            component={RouterLink}
            to="/settings"
            onClick={close}
            data-testid="user-menu-change-password"
          >
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            {t('navigation.changePassword')}
          </MenuItem>
        ),
        entries.includes('delete_account') && (
          <MenuAction
            key="delete"
            close={close}
            onSelect={onDeleteAccount}
            icon={<DeleteForeverIcon fontSize="small" color="error" />}
            testId="user-menu-delete-account"
          >
            <Typography color="error">{t('navigation.deleteAccount')}</Typography>
          </MenuAction>
        ),
        entries.includes('logout') && (
          <MenuAction
            key="logout"
            close={close}
            onSelect={onLogout}
            icon={<LogoutIcon fontSize="small" />}
            testId="user-menu-logout"
          >
            {t('navigation.logout')}
          </MenuAction>
        ),
      ]}
    </MenuButton>
  );
}
