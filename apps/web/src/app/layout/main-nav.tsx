import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavEntry } from './header-entries';

/** The main navigation buttons; the current section is underlined. */
export function MainNav({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('navigation.mainNavigation')}
      sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}
    >
      {entries.map((entry) => (
        <Button
          key={entry.id}
          component={NavLink}
          to={entry.to}
          end={entry.to === '/'}
          color="inherit"
          data-testid={`nav-${entry.id}`}
          sx={{
            whiteSpace: 'nowrap',
            borderRadius: 0,
            borderBottom: '2px solid transparent',
            '&.active': { borderBottomColor: 'currentColor', fontWeight: 700 },
          }}
        >
          {t(entry.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
