export { PasswordField } from './password-field';
export { PasswordStrengthMeter } from './password-strength-meter';
export { isStrongEnough, usePasswordStrength } from './use-password-strength';
export type { StrengthScore } from './zxcvbn';
