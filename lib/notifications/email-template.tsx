// The one e-mail layout of every notification: brand header, heading, paragraphs, a details table, buttons.
// Inline styles only (mail clients ignore stylesheets); single column, 600 px max, readable on a phone.
import 'server-only';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { MessageContent } from '@/lib/notifications/content';

/** Brand colours of app/globals.css (--primary, --muted, --muted-foreground, --foreground, --border). */
export const EMAIL_COLORS = {
  primary: '#0f2a4a',
  primaryForeground: '#ffffff',
  muted: '#f1f5f9',
  mutedForeground: '#475569',
  foreground: '#0f172a',
  border: '#e2e8f0',
} as const;

const font = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function NotificationEmail({ content, brand }: { content: MessageContent; brand: string }) {
  return (
    <Html lang={content.locale}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: EMAIL_COLORS.muted, margin: 0, padding: '16px 8px', fontFamily: font }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '10px',
            overflow: 'hidden',
            border: `1px solid ${EMAIL_COLORS.border}`,
          }}
        >
          <Section style={{ backgroundColor: EMAIL_COLORS.primary, padding: '16px 20px' }}>
            <Text
              style={{
                color: EMAIL_COLORS.primaryForeground,
                fontSize: '18px',
                fontWeight: 700,
                margin: 0,
              }}
            >
              {brand}
            </Text>
          </Section>
          <Section style={{ padding: '20px' }}>
            <Heading
              as="h1"
              style={{
                color: EMAIL_COLORS.primary,
                fontSize: '22px',
                lineHeight: '28px',
                margin: '0 0 12px',
              }}
            >
              {content.heading}
            </Heading>
            {content.paragraphs.map((p, i) => (
              <Text
                key={i}
                style={{
                  color: EMAIL_COLORS.foreground,
                  fontSize: '16px',
                  lineHeight: '24px',
                  margin: '0 0 12px',
                }}
              >
                {p}
              </Text>
            ))}
            {content.details.length > 0 && (
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}
              >
                <tbody>
                  {content.details.map((d) => (
                    <tr key={d.label}>
                      <td
                        style={{
                          borderBottom: `1px solid ${EMAIL_COLORS.border}`,
                          color: EMAIL_COLORS.mutedForeground,
                          fontSize: '14px',
                          padding: '8px 8px 8px 0',
                          verticalAlign: 'top',
                          width: '38%',
                        }}
                      >
                        {d.label}
                      </td>
                      <td
                        style={{
                          borderBottom: `1px solid ${EMAIL_COLORS.border}`,
                          color: EMAIL_COLORS.foreground,
                          fontSize: '15px',
                          fontWeight: 600,
                          padding: '8px 0',
                          verticalAlign: 'top',
                          whiteSpace: 'pre-line',
                          wordBreak: 'break-word',
                        }}
                      >
                        {d.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {content.notes && (
              <Section
                style={{
                  backgroundColor: EMAIL_COLORS.muted,
                  borderRadius: '8px',
                  padding: '12px 14px',
                  margin: '0 0 16px',
                }}
              >
                <Text
                  style={{
                    color: EMAIL_COLORS.primary,
                    fontSize: '14px',
                    fontWeight: 700,
                    margin: '0 0 6px',
                  }}
                >
                  {content.notes.title}
                </Text>
                {content.notes.lines.map((line, i) => (
                  <Text
                    key={i}
                    style={{
                      color: EMAIL_COLORS.foreground,
                      fontSize: '14px',
                      lineHeight: '20px',
                      margin: 0,
                    }}
                  >
                    {line}
                  </Text>
                ))}
              </Section>
            )}
            {content.links.map((link) => (
              <Section key={link.url} style={{ margin: '0 0 10px' }}>
                <Button
                  href={link.url}
                  style={{
                    backgroundColor: EMAIL_COLORS.primary,
                    borderRadius: '8px',
                    color: EMAIL_COLORS.primaryForeground,
                    display: 'block',
                    fontSize: '16px',
                    fontWeight: 600,
                    padding: '12px 16px',
                    textAlign: 'center',
                  }}
                >
                  {link.label}
                </Button>
              </Section>
            ))}
            {content.closing.length > 0 && (
              <>
                <Hr style={{ borderColor: EMAIL_COLORS.border, margin: '16px 0' }} />
                {content.closing.map((line, i) => (
                  <Text
                    key={i}
                    style={{
                      color: EMAIL_COLORS.mutedForeground,
                      fontSize: '14px',
                      lineHeight: '20px',
                      margin: 0,
                    }}
                  >
                    {line}
                  </Text>
                ))}
              </>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
