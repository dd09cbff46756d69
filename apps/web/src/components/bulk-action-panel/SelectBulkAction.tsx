import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../components/bulk-action-panel';

/** The "not set" entry of a select; sent as null. */
export const NOT_SET = '__not_set__';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectBulkActionProps {
  title: string;
  fieldLabel: string;
  options: readonly SelectOption[];
  selectedCount: number;
  busy: boolean;
  /** Adds a "not set" entry that clears the field (value `null`). */
  allowNotSet?: boolean;
  /** Returns whether the action ran (false when a confirmation was declined: the choice stays). */
  onApply: (value: string | null) => Promise<boolean> | boolean;
  testId: string;
  /** More controls below the select (e.g. the reading service's scope question). */
  children?: ReactNode;
}

/** A bulk action that sets one field of the selected buildings to the value chosen in a select. */
export function SelectBulkAction(props: SelectBulkActionProps) {
  const { title, fieldLabel, options, selectedCount, busy, allowNotSet, onApply, testId, children } = props;
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const apply = async () => {
    if (await onApply(value === NOT_SET ? null : value)) setValue('');
  };
  return (
    <BulkAction
      title={title}
      selectedCount={selectedCount}
      hasValue={value !== ''}
      busy={busy}
      onApply={apply}
    >
      <TextField
        select
        size="small"
        label={fieldLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      >
        {allowNotSet && (
          <MenuItem value={NOT_SET}>
            <em>{t('buildings.notSet')}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </BulkAction>
  );
}
