export { PlainAlert } from './alert';
export { PlainBusyStatus } from './busy-status';
export { type ChipTone, PlainChip } from './chip';
export { PlainIcon } from './icons';
export { PlainPasswordField } from './password-field';
export { PasswordStrengthMeter } from './password-strength-meter';
export { PlainTextField, type PlainTextFieldProps } from './text-field';
