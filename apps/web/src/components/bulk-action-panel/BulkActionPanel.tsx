import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BREAKPOINTS } from '@portal/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const BULK_PANEL_WIDTH = 380;

export interface BulkActionPanelProps {
  open: boolean;
  onClose: () => void;
  /** How many rows are selected in the table. */
  selectedCount: number;
  /** Default: the translated "Bulk actions". */
  title?: ReactNode;
  /** `BulkAction` sections. */
  children: ReactNode;
  /**
   * 'persistent' (default) leaves the table usable so the selection can still change;
   * 'temporary' adds a backdrop.
   */
  variant?: 'persistent' | 'temporary';
}

/**
 * A right-hand side panel with the bulk actions for the selected rows; full width on phones. Nothing is
 * rendered before it first opens: a closed persistent drawer would still render its actions (and start
 * their queries) and measure the page for its slide, on every list page's first render.
 */
export function BulkActionPanel({
  open,
  onClose,
  selectedCount,
  title,
  children,
  variant = 'persistent',
}: BulkActionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  if (!mounted && !open) return null;
  return (
    <Drawer
      anchor="right"
      // On the first opening the drawer mounts closed and opens right after, so it slides in as before.
      open={open && mounted}
      onClose={onClose}
      variant={variant}
      slotProps={{
        paper: {
          role: 'complementary',
          'aria-labelledby': titleId,
          sx: {
            width: BULK_PANEL_WIDTH,
            maxWidth: '100%',
            [`@media (max-width: ${BREAKPOINTS.mobileMax}px)`]: { width: '100%' },
          },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title ?? t('components.bulk.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('components.bulk.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography color="textSecondary" role="status" sx={{ mb: 2 }}>
          {t('components.bulk.selected', { count: selectedCount })}
        </Typography>
        <Stack spacing={3}>{children}</Stack>
      </Box>
    </Drawer>
  );
}
