import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  HTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { useId } from 'react';

export interface TextInputProps {
  label: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    formHelperText?: HTMLAttributes<HTMLParagraphElement>;
  };
}

/**
 * An outlined text field (label, input, helper text) like MUI's TextField with the theme's defaults
 * (full width, normal margin), built from the parts TextField uses. TextField also carries the select
 * mode (Select, Menu, Popover, Modal …, about 13 KiB compressed): the MUI password field builds on this one.
 */
export function TextInput(props: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { label, error, disabled, required, helperText, slotProps } = props;
  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      error={error}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        endAdornment={props.endAdornment}
        inputProps={slotProps?.htmlInput}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
