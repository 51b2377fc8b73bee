// Types of the SMTP sink (smtp-sink.mjs) for the TypeScript tests that start it.
import type { Server } from 'node:http';

export interface ReceivedMessage {
  envelope: { from: string | null; to: string[] };
  messageId: string | null;
  /** The X-HM-Notification-Id header: the outbox row the message was sent for. */
  notificationId: string | null;
  from: string[];
  to: string[];
  /** The Reply-To addresses (none when the message has no Reply-To). */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | null; contentType: string; content: string }[];
  size: number;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  messages: ReceivedMessage[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function startSmtpSink(options?: {
  port?: number;
  host?: string;
  delayMs?: number;
}): Promise<SmtpSink>;
export function startSinkHttp(sink: SmtpSink, options: { port: number; host?: string }): Promise<Server>;
