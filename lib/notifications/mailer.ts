// SMTP delivery with nodemailer. One transport per SMTP_URL per process (connections are reused between messages).
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Notification } from '@/lib/db/types';

export interface MailSender {
  send(notification: Notification): Promise<void>;
}

/** A stuck server must not hold a claimed row past its lock (see LOCK_SECONDS in ./deliver). */
const SMTP_TIMEOUT_MS = 20_000;

const transports = new Map<string, Transporter>();

function transport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(url, t);
  }
  return t;
}

export function smtpSender(url: string, from: string): MailSender {
  return {
    async send(n) {
      await transport(url).sendMail({
        from,
        to: n.recipient,
        subject: n.subject,
        html: n.html,
        text: n.text,
        // The row id: a receiving system (or a person) can tell a re-sent message from a new one.
        headers: { 'X-HM-Notification-Id': n.id },
        attachments: n.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
  };
}
