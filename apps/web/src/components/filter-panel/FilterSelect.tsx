import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { optionItems, type SelectOption } from '../select-options';
import { FILTER_SELECT_FIELD } from './select-field';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
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
  return (
    <TextField
      {...FILTER_SELECT_FIELD}
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
      {optionItems(options, { empty: { value: '', label: t('components.filterPanel.all') }, current: value })}
    </TextField>
  );
}
