import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { LIMITS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchFilterProps {
  value: string | undefined;
  /** Called on every keystroke; the list debounces its request, not this field. */
  onChange: (value: string | undefined) => void;
  label?: ReactNode;
}

/** The free-text search of a list; its tooltip explains that terms are separated by commas. */
export function SearchFilter({ value, onChange, label }: SearchFilterProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('components.filterPanel.searchTip')}>
      <TextField
        size="small"
        type="search"
        label={label ?? t('components.filterPanel.search')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        slotProps={{
          htmlInput: { maxLength: LIMITS.searchTermMax },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Tooltip>
  );
}
