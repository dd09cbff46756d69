import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { ReactNode } from 'react';

/** true = "no X" (X__isnull=true), false = "has X" (X__isnull=false), undefined = no filter. */
export type IsNullValue = boolean | undefined;

export interface ExclusiveCheckboxPairProps {
  /** Label of the "no X" checkbox. */
  noLabel: ReactNode;
  /** Label of the "has X" checkbox. */
  hasLabel: ReactNode;
  value: IsNullValue;
  onChange: (value: IsNullValue) => void;
  /** E.g. while a concrete delegate or property manager is chosen. */
  disabled?: boolean;
}

/** Reads an `X__isnull` URL/filter value ("true" / "false" / anything else). */
export function parseIsNull(raw: string | undefined): IsNullValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/** Writes an `IsNullValue` back as a filter value; undefined removes the filter. */
export function formatIsNull(value: IsNullValue): string | undefined {
  return value === undefined ? undefined : String(value);
}

/**
 * Two checkboxes "no X" and "has X" that exclude each other: ticking one unticks the other,
 * unticking the ticked one removes the filter.
 */
export function ExclusiveCheckboxPair({
  noLabel,
  hasLabel,
  value,
  onChange,
  disabled = false,
}: ExclusiveCheckboxPairProps) {
  return (
    <FormGroup row>
      <FormControlLabel
        label={noLabel}
        disabled={disabled}
        control={
          <Checkbox
            checked={value === true}
            onChange={(_, checked) => onChange(checked ? true : undefined)}
          />
        }
      />
      <FormControlLabel
        label={hasLabel}
        disabled={disabled}
        control={
          <Checkbox
            checked={value === false}
            onChange={(_, checked) => onChange(checked ? false : undefined)}
          />
        }
      />
    </FormGroup>
  );
}

export interface IsNullFilterProps extends Omit<ExclusiveCheckboxPairProps, 'value' | 'onChange'> {
  /** The `X__isnull` filter's value as the URL holds it. */
  value: string | undefined;
  /** The new filter value; undefined removes the filter. */
  onChange: (value: string | undefined) => void;
}

/** The "no X" / "has X" pair of an `X__isnull` list filter, read from and written to its filter value. */
export function IsNullFilter({ value, onChange, ...labels }: IsNullFilterProps) {
  return (
    <ExclusiveCheckboxPair
      {...labels}
      value={parseIsNull(value)}
      onChange={(next) => onChange(formatIsNull(next))}
    />
  );
}
