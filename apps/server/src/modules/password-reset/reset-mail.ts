import type { MailMessage } from '../../mail/mailer';

/** The lines every set-password mail (reset and registration) has: the greeting and until when the link works. */
const LINK_TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    expiry: (time: string) => `The link can be used once and is valid until ${time} (UTC).`,
  },
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    expiry: (time: string) => `Der Link ist einmal verwendbar und gültig bis ${time} (UTC).`,
  },
};

/**
 * A mail with a one-time set-password link: the greeting, why it came (`body`), the link, until when it
 * works (minutes, UTC) and any closing line.
 */
export function setPasswordMail(input: {
  to: string;
  name: string;
  subject: string;
  body: string;
  closing?: string;
  link: string;
  expiresAt: Date;
  language: 'en' | 'de';
}): MailMessage {
  const t = LINK_TEXTS[input.language];
  const time = input.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const lines = [t.greeting(input.name || input.to), '', input.body, input.link, '', t.expiry(time)];
  if (input.closing) lines.push('', input.closing);
  return { to: input.to, subject: input.subject, text: lines.join('\n') };
}

const TEXTS = {
  en: {
    subject: 'Set a new password for the meter portal',
    body: 'someone (hopefully you) asked to set a new password for your account. Open this link to choose one:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  de: {
    subject: 'Neues Passwort für das Zählerportal festlegen',
    body: 'für Ihr Konto wurde ein neues Passwort angefordert. Über diesen Link können Sie es festlegen:',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};

/** The password reset mail: a one-time link to set a new password. */
export function resetMail(input: {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
  language: 'en' | 'de';
}): MailMessage {
  const t = TEXTS[input.language];
  return setPasswordMail({ ...input, subject: t.subject, body: t.body, closing: t.ignore });
}
