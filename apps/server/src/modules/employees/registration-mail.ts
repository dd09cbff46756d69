import type { MailMessage } from '../../mail/mailer';

const TEXTS = {
  en: {
    subject: 'Your account for the meter portal',
    greeting: (name: string) => `Hello ${name},`,
    body: (company: string) =>
      `an account for the meter portal has been set up for you at ${company}. Open this link to choose your password:`,
    expiry: (time: string) => `The link can be used once and is valid until ${time} (UTC).`,
  },
  de: {
    subject: 'Ihr Konto für das Zählerportal',
    greeting: (name: string) => `Hallo ${name},`,
    body: (company: string) =>
      `für Sie wurde bei ${company} ein Konto für das Zählerportal eingerichtet. Über diesen Link legen Sie Ihr Passwort fest:`,
    expiry: (time: string) => `Der Link ist einmal verwendbar und gültig bis ${time} (UTC).`,
  },
};

/** The registration mail of a new employee (and its resend): a one-time link to set the first password. */
export function registrationMail(input: {
  to: string;
  name: string;
  company: string;
  link: string;
  expiresAt: Date;
  language: 'en' | 'de';
}): MailMessage {
  const t = TEXTS[input.language];
  const time = input.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const text = [
    t.greeting(input.name || input.to),
    '',
    t.body(input.company),
    input.link,
    '',
    t.expiry(time),
  ].join('\n');
  return { to: input.to, subject: t.subject, text };
}
