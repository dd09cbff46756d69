import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { manualLink } from './header-entries';
import { LanguageSwitch } from './language-switch';
import type { HeaderModel } from './use-header-model';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  model: HeaderModel;
  onLogout: () => void;
  onDeleteAccount: () => void;
}

/** On mobile the header's entries live in this drawer. */
export function MobileDrawer({ open, onClose, model, onLogout, onDeleteAccount }: MobileDrawerProps) {
  const { t } = useTranslation();
  // Each entry is a list item (<li>) holding its link or button: a list holds only list items.
  const link = (id: string, to: string, label: string) => (
    <ListItem key={id} disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        end={to === '/'}
        onClick={onClose}
        data-testid={`drawer-${id}`}
        sx={{ '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 700 } } }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
  const action = (id: string, label: string, run: () => void) => (
    <ListItem key={id} disablePadding>
      <ListItemButton
        data-testid={`drawer-${id}`}
        onClick={() => {
          onClose();
          run();
        }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      // The drawer is a modal dialog: it needs a name.
      slotProps={{ paper: { sx: { width: 290 }, 'aria-label': t('navigation.mobileMenu') } }}
    >
      <Box component="nav" aria-label={t('navigation.mobileMenu')} data-testid="mobile-drawer">
        {model.main.length > 0 && (
          <List>{model.main.map((entry) => link(`nav-${entry.id}`, entry.to, t(entry.labelKey)))}</List>
        )}
        {model.admin.length > 0 && (
          <List subheader={<ListSubheader>{t('navigation.administration')}</ListSubheader>}>
            {model.admin.map((entry) => link(`admin-${entry.id}`, entry.to, t(entry.labelKey)))}
          </List>
        )}
        {model.help.length > 0 && (
          <List subheader={<ListSubheader>{t('navigation.help')}</ListSubheader>}>
            {model.help.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton
                  {...manualLink(entry)}
                  onClick={onClose}
                  data-testid={`drawer-help-${entry.id}`}
                >
                  <ListItemText primary={t(entry.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <List subheader={<ListSubheader>{model.user?.email}</ListSubheader>}>
          {model.userEntries.includes('change_password') &&
            link('change-password', '/settings', t('navigation.changePassword'))}
          {model.userEntries.includes('delete_account') &&
            action('delete-account', t('navigation.deleteAccount'), onDeleteAccount)}
          {model.userEntries.includes('logout') && action('logout', t('navigation.logout'), onLogout)}
        </List>
        <Box sx={{ px: 2, pb: 2 }}>
          <LanguageSwitch onSurface />
        </Box>
      </Box>
    </Drawer>
  );
}
