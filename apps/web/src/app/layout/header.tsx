import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../theme/use-breakpoints';
import { AdminMenu } from './admin-menu';
import { BrandLogo } from './brand-logo';
import { HelpMenu } from './help-menu';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';
import { useHeaderModel } from './use-header-model';
import { useSignOut } from './use-sign-out';
import { UserMenu } from './user-menu';

const DeleteAccountDialog = lazy(() =>
  import('../../features/settings/delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

/** The signed-in header: brand, navigation, administration, help, language and user menus. */
export function Header() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const model = useHeaderModel();
  const { signOut, confirmDialog: signOutDialog } = useSignOut();
  const logout = () => void signOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const openDelete = () => setDeleteOpen(true);

  return (
    <AppBar
      position="sticky"
      elevation={1}
      sx={{ bgcolor: 'header.background', color: 'header.text' }}
      data-testid="app-header"
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
        {isMobile && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('navigation.openMenu')}
            data-testid="mobile-menu-button"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <BrandLogo />
        {!isMobile && <MainNav entries={model.main} />}
        <Box sx={{ flexGrow: 1 }} />
        {!isMobile && <AdminMenu entries={model.admin} />}
        {!isMobile && <HelpMenu entries={model.help} />}
        {!isMobile && <LanguageSwitch />}
        <UserMenu
          user={model.user}
          entries={model.userEntries}
          onLogout={logout}
          onDeleteAccount={openDelete}
        />
      </Toolbar>
      {isMobile && (
        <MobileDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          model={model}
          onLogout={logout}
          onDeleteAccount={openDelete}
        />
      )}
      {signOutDialog}
      {deleteOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open onClose={() => setDeleteOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
