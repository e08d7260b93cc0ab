// The JSX runtime is named here, not only in server/tsconfig.json: tsx (e2e, scripts) compiles this file
// without that config.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { SIGNATURE, type MailContent } from './content';

// The product's look (docs/product/design.md): navy primary, one warm accent, slate text. Inline
// styles only: mail apps drop <style> blocks and web fonts.
const COLORS = { primary: '#14264a', primaryLink: '#1d3a6e', accent: '#b8500e', text: '#0f172a', muted: '#475569', page: '#f1f5f9', codeBg: '#eef2ff' };
const FOOTER = 'SSB Academy: coaching for the Services Selection Board.';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const s = {
  body: { backgroundColor: COLORS.page, fontFamily: FONT, color: COLORS.text, margin: 0, padding: '24px 12px' },
  container: { backgroundColor: '#ffffff', borderRadius: '12px', maxWidth: '520px', padding: '28px 24px' },
  brand: { color: COLORS.primary, fontSize: '18px', fontWeight: 700, margin: '0 0 20px' },
  brandAccent: { color: COLORS.accent },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  code: {
    display: 'inline-block',
    fontFamily: "'Courier New', monospace",
    fontSize: '34px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '8px',
    backgroundColor: COLORS.codeBg,
    borderRadius: '8px',
    padding: '12px 20px',
    margin: '0 0 20px',
  },
  factLabel: { color: COLORS.muted, fontSize: '14px', fontWeight: 600, padding: '4px 12px 4px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
  factValue: { fontSize: '15px', padding: '4px 0', wordBreak: 'break-word' },
  button: { backgroundColor: COLORS.primary, borderRadius: '8px', color: '#ffffff', fontSize: '16px', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  note: { color: COLORS.muted, fontSize: '14px', lineHeight: '21px', margin: '0 0 10px' },
  footer: { color: COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: '0' },
  link: { color: COLORS.primaryLink },
} satisfies Record<string, CSSProperties>;

/** The one layout every mail uses: brand line, greeting, body, optional code, facts and button, notes, footer. */
export function MailLayout({ content }: { content: MailContent }) {
  const { preview, greeting, paragraphs, code, facts, action, notes, unsubscribe } = content;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Text style={s.brand}>
            SSB <span style={s.brandAccent}>Academy</span>
          </Text>
          <Text style={s.text}>{greeting}</Text>
          {paragraphs.map((p) => (
            <Text key={p} style={s.text}>
              {p}
            </Text>
          ))}
          {code && (
            <Section style={{ textAlign: 'center' }}>
              <Text style={s.code}>{code}</Text>
            </Section>
          )}
          {facts && facts.length > 0 && (
            <Section style={{ margin: '0 0 20px' }}>
              <table role="presentation" cellPadding={0} cellSpacing={0}>
                <tbody>
                  {facts.map((fact) => (
                    <tr key={fact.label}>
                      <th align="left" style={s.factLabel}>
                        {fact.label}
                      </th>
                      <td style={s.factValue}>
                        {fact.href ? (
                          <Link href={fact.href} style={s.link}>
                            {fact.value}
                          </Link>
                        ) : (
                          fact.value
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          )}
          {action && (
            <Section style={{ margin: '4px 0 24px' }}>
              <Button href={action.href} style={s.button}>
                {action.label}
              </Button>
            </Section>
          )}
          {notes?.map((n) => (
            <Text key={n} style={s.note}>
              {n}
            </Text>
          ))}
          <Text style={s.text}>{SIGNATURE}</Text>
          <Hr />
          <Text style={s.footer}>
            {/* One string each: React would put <!-- --> between the pieces of a mixed text. */}
            {unsubscribe ? `${FOOTER} You get this because ${unsubscribe.what} are on for your account. ` : FOOTER}
            {unsubscribe && (
              <Link href={unsubscribe.href} style={s.link}>
                Unsubscribe
              </Link>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
