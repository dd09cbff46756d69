import type { AriaRole, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import './plain.css';

export type PlainInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'id'> &
  Record<`data-${string}`, string> & {
    /** The input element (react-hook-form's `register` passes it). */
    ref?: Ref<HTMLInputElement>;
  };

export interface PlainTextFieldProps extends PlainInputProps {
  label: ReactNode;
  /** Shows the field and its hint in the error colour, and marks the input invalid. */
  error?: boolean;
  /** The hint or the error under the field; it describes the input. */
  helperText?: ReactNode;
  /** `alert` when the hint is a server's answer that should be announced. */
  helperRole?: AriaRole;
  /** A control inside the field's box, after the input (a show-password button). */
  endAdornment?: ReactNode;
}

/**
 * A labelled text input with its hint, as plain elements (plain.css): no MUI, no emotion. It looks like
 * the MUI pages' outlined field with its label on the border.
 */
export function PlainTextField({
  label,
  error = false,
  helperText,
  helperRole,
  endAdornment,
  ...input
}: PlainTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={error ? 'p-field has-error' : 'p-field'}>
      <div className="p-field-box">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? hintId : undefined}
          {...input}
        />
        {endAdornment}
      </div>
      {helperText && (
        <p id={hintId} className="p-field-hint" role={helperRole}>
          {helperText}
        </p>
      )}
    </div>
  );
}
