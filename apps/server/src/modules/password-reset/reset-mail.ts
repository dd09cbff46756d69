import type { MailMessage } from '../../mail/mailer';

const TEXTS = {
  en: {
    subject: 'Set a new password for the meter portal',
    greeting: (name: string) => `Hello ${name},`,
    body: 'someone (hopefully you) asked to set a new password for your account. Open this link to choose one:',
    expiry: (time: string) => `The link can be used once and is valid until ${time} (UTC).`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  de: {
    subject: 'Neues Passwort für das Zählerportal festlegen',
    greeting: (name: string) => `Hallo ${name},`,
    body: 'für Ihr Konto wurde ein neues Passwort angefordert. Über diesen Link können Sie es festlegen:',
    expiry: (time: string) => `Der Link ist einmal verwendbar und gültig bis ${time} (UTC).`,
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};

export function resetMail(input: {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
  language: 'en' | 'de';
}): MailMessage {
  const t = TEXTS[input.language];
  const time = input.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const text = [
    t.greeting(input.name || input.to),
    '',
    t.body,
    input.link,
    '',
    t.expiry(time),
    '',
    t.ignore,
  ].join('\n');
  return { to: input.to, subject: t.subject, text };
}
