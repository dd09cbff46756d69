/**
 * `Idempotency-Key` on `POST readings/` and `POST images/`: a client that retries a write with
 * the key it sent first gets the first answer again (the object as it is now, `Idempotent-Replayed: true`)
 * and never a second object. A key is the caller's own, kept this long after its write.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** A key: 1 to 255 visible ASCII characters (a UUID is the usual choice); no spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  otherRequest: 'This Idempotency-Key was already used for another request; use a new key for a new write.',
} as const;
