import type { MailMessage } from '../../mail/mailer';
import { setPasswordMail } from '../password-reset/reset-mail';

const TEXTS = {
  en: {
    subject: 'Your account for the meter portal',
    body: (company: string) =>
      `an account for the meter portal has been set up for you at ${company}. Open this link to choose your password:`,
  },
  de: {
    subject: 'Ihr Konto für das Zählerportal',
    body: (company: string) =>
      `für Sie wurde bei ${company} ein Konto für das Zählerportal eingerichtet. Über diesen Link legen Sie Ihr Passwort fest:`,
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
  return setPasswordMail({ ...input, subject: t.subject, body: t.body(input.company) });
}
