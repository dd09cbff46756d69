import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavEntry } from './header-entries';
import { MenuButton } from './menu-button';

export function AdminMenu({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <MenuButton label={t('navigation.administration')} testId="admin-menu-button">
      {(close) =>
        entries.map((entry) => (
          <MenuItem
            key={entry.id}
            component={RouterLink}
            to={entry.to}
            onClick={close}
            data-testid={`admin-menu-${entry.id}`}
          >
            {t(entry.labelKey)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
