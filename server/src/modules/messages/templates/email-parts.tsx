import { createContext, useContext, type ReactNode } from 'react';

/**
 * The building blocks of every e-mail, written once for both bodies: rendered as HTML
 * (inline styles, table layout, as mail clients need) or, with the same components and the
 * same words, as plain text.
 */
export type RenderMode = 'html' | 'text';
export const RenderModeContext = createContext<RenderMode>('html');
const useMode = () => useContext(RenderModeContext);

const BRAND = '#1f3a5f';
const GOLD = '#c9a227';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface EmailFooter {
  /** Why this person gets this e-mail. */
  reason: string;
  /** The unsubscribe link; absent on security messages, which no switch stops. */
  unsubscribeUrl?: string;
  unsubscribeLabel?: string;
}

export function Email({ preview, footer, children }: { preview: string; footer: EmailFooter; children: ReactNode }) {
  if (useMode() === 'text') {
    return (
      <>
        {children}
        {'-- \n'}
        {`Elite Services, Middle Tennessee\n${footer.reason}\n${footer.unsubscribeUrl ? `${footer.unsubscribeLabel}: ${footer.unsubscribeUrl}\n` : ''}`}
      </>
    );
  }
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{preview}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f5f7', fontFamily: FONT, color: '#1a202c' }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: '#f4f5f7', padding: '24px 0' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="560" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, width: '100%', backgroundColor: '#ffffff', borderRadius: 8, overflow: 'hidden' }}>
                  <tbody>
                    <tr>
                      <td style={{ backgroundColor: BRAND, color: '#ffffff', padding: '16px 24px', fontSize: 18, fontWeight: 700 }}>
                        Elite <span style={{ color: GOLD }}>Services</span>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 15, lineHeight: '22px' }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 24px', fontSize: 12, lineHeight: '18px', color: '#718096', borderTop: '1px solid #e2e8f0' }}>
                        Elite Services, Middle Tennessee. {footer.reason}
                        {footer.unsubscribeUrl && (
                          <>
                            <br />
                            <a href={footer.unsubscribeUrl} style={{ color: '#718096' }}>{footer.unsubscribeLabel}</a>
                          </>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: string }) {
  if (useMode() === 'text') return <>{`${children}\n\n`}</>;
  return <h1 style={{ fontSize: 20, lineHeight: '28px', margin: '0 0 16px', color: BRAND }}>{children}</h1>;
}

/** A paragraph of words (strings only, so the text body reads the same). */
export function P({ children }: { children: string | string[] }) {
  const text = Array.isArray(children) ? children.join('') : children;
  if (useMode() === 'text') return <>{`${text}\n\n`}</>;
  return <p style={{ margin: '0 0 16px' }}>{text}</p>;
}

export type Row = [label: string, value: string, strong?: boolean];

/** A receipt or breakdown: labels and amounts, the strong rows (totals) set apart. */
export function Rows({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return null;
  if (useMode() === 'text') {
    const width = Math.max(...rows.map(([label]) => label.length)) + 2;
    return <>{rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}\n`).join('') + '\n'}</>;
  }
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map(([label, value, strong], i) => (
          <tr key={i}>
            <td style={{ padding: '6px 0', borderBottom: '1px solid #edf2f7', color: '#4a5568', fontWeight: strong ? 700 : 400 }}>{label}</td>
            <td align="right" style={{ padding: '6px 0', borderBottom: '1px solid #edf2f7', fontWeight: strong ? 700 : 400 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Button({ href, children }: { href: string; children: string }) {
  if (useMode() === 'text') return <>{`${children}: ${href}\n\n`}</>;
  return (
    <p style={{ margin: '8px 0 16px' }}>
      <a href={href} style={{ display: 'inline-block', backgroundColor: GOLD, color: '#1a202c', padding: '10px 18px', borderRadius: 6, fontWeight: 700, textDecoration: 'none' }}>
        {children}
      </a>
    </p>
  );
}
