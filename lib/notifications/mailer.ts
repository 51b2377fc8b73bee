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

/**
 * Where a reply goes (docs/architecture.md, "Notifications (outbox)"): the address stored with the message when it has
 * one (the customer's, on the operator's messages about their request); else, for a customer's message, the operator
 * (OPERATOR_EMAIL, read at delivery: « Répondez simplement à cet e-mail » must reach a person, not MAIL_FROM's
 * mailbox); else none (the operator's message about a request without a usable address).
 */
export function replyToOf(
  n: Pick<Notification, 'kind' | 'replyTo'>,
  operatorEmail: string | null | undefined,
): string | undefined {
  if (n.replyTo) return n.replyTo;
  if (n.kind.startsWith('customer_') && operatorEmail) return operatorEmail;
  return undefined;
}

export function smtpSender(
  url: string,
  from: string,
  { operatorEmail }: { operatorEmail?: string | null } = {},
): MailSender {
  return {
    async send(n) {
      await transport(url).sendMail({
        from,
        to: n.recipient,
        replyTo: replyToOf(n, operatorEmail),
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
