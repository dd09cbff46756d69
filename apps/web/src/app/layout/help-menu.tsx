import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ManualEntry, manualLink } from './header-entries';
import { MenuButton } from './menu-button';

/** The brand's manuals, each opened in a new tab. */
export function HelpMenu({ entries }: { entries: ManualEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <MenuButton label={t('navigation.help')} testId="help-menu-button" icon={<HelpOutlineIcon />}>
      {(close) =>
        entries.map((entry) => (
          <MenuItem
            key={entry.id}
            {...manualLink(entry)}
            onClick={close}
            data-testid={`help-menu-${entry.id}`}
          >
            <ListItemText>{t(entry.labelKey)}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
