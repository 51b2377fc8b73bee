// Turns a message model into a stored notification: HTML from the React e-mail template, and a plain-text part
// written from the same model (not scraped from the HTML), so text-only readers get every detail and link.
import 'server-only';
import { render } from '@react-email/components';
import { NotificationEmail } from '@/lib/notifications/email-template';
import { site } from '@/lib/config/site';
import type { NotificationAttachment, NotificationDraft } from '@/lib/db/types';
import type { MessageContent } from './content';
import { labelled, NBSP } from '@/lib/format/typography';

export function plainText(content: MessageContent): string {
  // French typography puts a no-break space before the colon; English does not.
  const colon = content.locale === 'en' ? ':' : `${NBSP}:`;
  const line = (label: string, value: string) =>
    content.locale === 'en' ? `${label}: ${value}` : labelled(label, value);
  const out: string[] = [
    site.name.toUpperCase(),
    '',
    content.heading,
    '='.repeat(content.heading.length),
    '',
  ];
  for (const p of content.paragraphs) out.push(p, '');
  if (content.details.length > 0) {
    for (const d of content.details) out.push(line(d.label, d.value));
    out.push('');
  }
  if (content.notes) {
    out.push(`${content.notes.title}${colon}`);
    for (const line of content.notes.lines) out.push(`- ${line}`);
    out.push('');
  }
  for (const link of content.links) out.push(`${link.label}${colon}`, link.url, '');
  if (content.closing.length > 0) out.push('--', ...content.closing);
  return `${out.join('\n').trimEnd()}\n`;
}

export async function renderDraft(
  content: MessageContent,
  recipient: string,
  attachments: NotificationAttachment[] = [],
): Promise<NotificationDraft> {
  const html = await render(<NotificationEmail content={content} brand={site.name} />);
  return {
    kind: content.kind,
    recipient,
    subject: content.subject,
    html,
    text: plainText(content),
    attachments,
  };
}
