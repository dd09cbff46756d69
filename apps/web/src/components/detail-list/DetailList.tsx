import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A two-column description list (label, value); one column on phones. */
export function DetailList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

export interface DetailItemProps {
  label: ReactNode;
  /** Missing values (null, undefined, '') show the not-available placeholder. */
  children?: ReactNode;
  testId?: string;
}

/** One row of a `DetailList`. */
export function DetailItem({ label, children, testId }: DetailItemProps) {
  const { t } = useTranslation();
  const missing = children === null || children === undefined || children === '' || children === false;
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {missing ? t('components.format.notAvailable') : children}
      </Typography>
    </>
  );
}
