import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkActionProps {
  title: ReactNode;
  /** The target value control (select, autocomplete …); leave out for actions such as delete. */
  children?: ReactNode;
  selectedCount: number;
  /** Whether a target value is chosen; pass true for actions that need none. */
  hasValue: boolean;
  onApply: () => void;
  /** While the action runs: the button is disabled and shows a spinner. */
  busy?: boolean;
  /** Default: the translated "Apply". */
  applyLabel?: ReactNode;
  /** Shows the button in the theme's error colour (deletions). */
  destructive?: boolean;
}

/** Whether a bulk action may run: something is selected, a target is chosen, nothing is running. */
export function canApplyBulk(selectedCount: number, hasValue: boolean, busy = false): boolean {
  return selectedCount > 0 && hasValue && !busy;
}

/** One section of the bulk panel: title, target value control and apply button. */
export function BulkAction({
  title,
  children,
  selectedCount,
  hasValue,
  onApply,
  busy = false,
  applyLabel,
  destructive = false,
}: BulkActionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
      <Button
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        onClick={onApply}
        disabled={!canApplyBulk(selectedCount, hasValue, busy)}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        {applyLabel ?? t('components.bulk.apply')}
      </Button>
    </Stack>
  );
}
