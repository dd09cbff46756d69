export { PlainBusyStatus } from './busy-status';
export { PlainPasswordField } from './password-field';
export { PlainTextField, type PlainTextFieldProps } from './text-field';
