import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's `register` for an MUI TextField: the ref belongs on the input element. */
export function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
