import { z } from 'zod';
import { emailSchema, text } from './common';
import { LIMITS } from './limits';
import { SSO_PASSWORD_REFUSAL } from './sso';

export const PASSWORD_CHANGE_URGENCIES = ['required', 'recommended'] as const;
export type PasswordChangeUrgency = (typeof PASSWORD_CHANGE_URGENCIES)[number];

export const loginRequestSchema = z.strictObject({
  email: text(254).min(1, { error: 'This field may not be blank.' }),
  password: text(LIMITS.passwordMax).min(1, { error: 'This field may not be blank.' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A refused sign-in (403): the message, and for a single sign-on account its `code`. */
export const signInRefusalSchema = z.object({
  detail: z.string(),
  code: z.literal(SSO_PASSWORD_REFUSAL.code).optional(),
});

export const accessTokenSchema = z.object({
  access_token: z.string(),
  expires: z.iso.datetime(),
  user_id: z.uuid(),
  password_change_urgency: z.enum(PASSWORD_CHANGE_URGENCIES).optional(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const newPasswordSchema = text(LIMITS.passwordMax).min(LIMITS.passwordMin, {
  error: `Ensure this field has at least ${LIMITS.passwordMin} characters.`,
});

export const PASSWORD_MISMATCH = 'The two password fields did not match.';

/**
 * The zxcvbn-ts score (0–4, common + en + de dictionaries, the user's e-mail and name as guessable
 * words) a new password must reach: the web form's submit waits for it, the server refuses less.
 */
export const PASSWORD_MIN_STRENGTH_SCORE = 1;
export const PASSWORD_TOO_WEAK = 'This password is too easy to guess. Please choose a stronger one.';

export const resetPasswordRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordConfirmSchema = z
  .strictObject({
    token: text(200).min(1),
    password: newPasswordSchema,
    password_repeat: text(LIMITS.passwordMax),
  })
  .refine((body) => body.password === body.password_repeat, {
    path: ['password_repeat'],
    error: PASSWORD_MISMATCH,
  });
export type ResetPasswordConfirm = z.infer<typeof resetPasswordConfirmSchema>;

export const resetTokenInfoSchema = z.object({ email: z.string(), expires: z.iso.datetime() });

/** Body for DELETE users/{uid}/ from clients that did not just sign in with the password. */
export const accountDeletionSchema = z.strictObject({ password: text(LIMITS.passwordMax).min(1) }).partial();
