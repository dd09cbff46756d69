/**
 * The one normalisation of an e-mail that identifies an account for sign-in, password checks and
 * reset links: the look-up (`lower(email) = …`) and the throttle keys both use it, so that spaces or
 * case around an address can neither miss the account nor escape its failure counter.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
