import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { optionItems, type SelectOption } from '../select-options';
import { BulkAction } from './BulkAction';

/** The value of the "not set" entry; passed on as null. */
const NOT_SET = '__not_set__';

export interface SelectBulkActionProps {
  title: string;
  fieldLabel: string;
  options: readonly SelectOption[];
  selectedCount: number;
  busy: boolean;
  /** The text of a first entry that clears the field (applied as `null`); no such entry without it. */
  notSetLabel?: string;
  /** Returns whether the action ran (false when a confirmation was declined: the choice stays). */
  onApply: (value: string | null) => Promise<boolean> | boolean;
  /** `data-testid` of the select's input. */
  testId: string;
  /** The value chosen at first and again once applied (default: none). */
  defaultValue?: string;
  /** Default: the translated "Apply". */
  applyLabel?: string;
  /** More controls below the select (e.g. the reading service's scope question). */
  children?: ReactNode;
}

/** A bulk action that sets one field of the selected items to the value chosen in a select (reset once applied). */
export function SelectBulkAction(props: SelectBulkActionProps) {
  const { title, fieldLabel, options, selectedCount, busy, notSetLabel, onApply, testId, children } = props;
  const initial = props.defaultValue ?? '';
  const [value, setValue] = useState(initial);
  const apply = async () => {
    if (await onApply(value === NOT_SET ? null : value)) setValue(initial);
  };
  return (
    <BulkAction
      title={title}
      selectedCount={selectedCount}
      hasValue={value !== ''}
      busy={busy}
      onApply={apply}
      applyLabel={props.applyLabel}
    >
      <TextField
        select
        size="small"
        label={fieldLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      >
        {optionItems(options, {
          empty: notSetLabel === undefined ? undefined : { value: NOT_SET, label: notSetLabel },
        })}
      </TextField>
      {children}
    </BulkAction>
  );
}
