import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under
 * `<dataDir>/outbox/` and logs it, so the flows that send mail work and can be tested here.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: { smtpUrl: string | null; from: string; dataDir: string },
    private readonly log: Logger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get outboxDir() {
    return join(this.options.dataDir, 'outbox');
  }

  private async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) {
      this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await mkdir(this.outboxDir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  }

  /** Sends in the background so the answer does not depend on whether a mail was sent. */
  send(message: MailMessage): void {
    this.track(this.deliver(message), message.to);
  }

  /**
   * Works out a mail and sends it after the current request's answer has gone: `compose` (which may
   * look up and write what the mail needs, or answer undefined: no mail) runs off the request path, so
   * the answer costs the same whether or not a mail goes out. Its errors are logged.
   */
  sendComposed(compose: () => Promise<MailMessage | undefined>): void {
    const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
    this.track(
      afterAnswer.then(compose).then((message) => message && this.deliver(message)),
      undefined,
    );
  }

  private track(work: Promise<unknown>, to: string | undefined): void {
    const delivery: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error, to }, 'mail delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Waits for mails still being composed or delivered (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
