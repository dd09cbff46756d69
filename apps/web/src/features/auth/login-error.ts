import { SSO_PASSWORD_REFUSAL } from '@portal/contracts';
import { isApiError } from '../../lib/api-error';
import {
  decodeHeaderMessage,
  MESSAGE_HEADER,
  messageFromBody,
  serverMessage,
} from '../../lib/server-message';

type Translate = (key: string) => string;

/**
 * The text under the password field after a failed login. A wrong password and the single sign-on
 * refusal get our translated text; anything else shows the server's message (in the page's language),
 * else our generic text.
 */
export function loginErrorText(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    if (error.status === 401) return t('auth.login.errors.incorrect');
    // An account of single sign-on: the password form is the wrong way in.
    if (error.status === 403 && (error.data as { code?: unknown } | null)?.code === SSO_PASSWORD_REFUSAL.code)
      return t('auth.login.errors.useSso');
    // The server says why (not yet activated, the team's access ended); our text when it said nothing.
    if (error.status === 403)
      return (
        decodeHeaderMessage(error.headers.get(MESSAGE_HEADER)) ??
        messageFromBody(error.data) ??
        t('auth.login.errors.notActivated')
      );
    if (error.status === 429) return serverMessage(error) ?? t('auth.login.errors.throttled');
    if (error.status >= 400 && error.status < 500)
      return serverMessage(error) ?? t('auth.login.errors.unknown');
  }
  return t('auth.login.errors.unknown');
}
