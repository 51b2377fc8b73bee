// Mail settings from the validated environment (lib/env.ts).
import 'server-only';
import { site } from '@/lib/config/site';
import { serverEnv } from '@/lib/env';

export interface MailSettings {
  /** null: SMTP not configured, messages stay in the outbox ('Non envoyée (SMTP non configuré)'). */
  smtpUrl: string | null;
  from: string;
  operatorEmail: string;
  siteUrl: string;
}

export function mailSettings(): MailSettings {
  const env = serverEnv();
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `${site.name} <${site.email}>`,
    operatorEmail: env.OPERATOR_EMAIL ?? site.email,
    siteUrl: env.SITE_URL,
  };
}

export function isSmtpConfigured(): boolean {
  return mailSettings().smtpUrl !== null;
}
