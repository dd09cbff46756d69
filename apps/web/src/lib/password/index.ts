export { isStrongEnough, usePasswordStrength } from './use-password-strength';
export type { StrengthScore } from './zxcvbn';
