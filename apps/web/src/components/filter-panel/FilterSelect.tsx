import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  testId?: string;
  /** Default 200 px; long labels need more. */
  minWidth?: number;
}

/**
 * A single-choice filter with an "all" entry that clears it. A value from the URL that is not among
 * the options (yet) is still listed, so the select never shows an unknown value.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
  minWidth = 200,
}: FilterSelectProps) {
  const { t } = useTranslation();
  const known = value === undefined || options.some((option) => option.value === value);
  const shown = known ? options : [...options, { value: value ?? '', label: value ?? '' }];
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth }}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">
        <em>{t('components.filterPanel.all')}</em>
      </MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.icon && (
            <Box component="span" sx={{ display: 'inline-flex', mr: 1 }}>
              {option.icon}
            </Box>
          )}
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
