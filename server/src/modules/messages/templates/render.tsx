import { renderToStaticMarkup } from 'react-dom/server';
import type { Facts } from '../message-facts';
import { Email, RenderModeContext, type EmailFooter, type RenderMode } from './email-parts';
import { TEMPLATES } from './messages';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

function markup(f: Facts, footer: EmailFooter, mode: RenderMode): string {
  const { Body } = TEMPLATES[f.kind];
  const subject = TEMPLATES[f.kind].subject(f);
  return renderToStaticMarkup(
    <RenderModeContext.Provider value={mode}>
      <Email preview={subject} footer={footer}>
        <Body f={f} />
      </Email>
    </RenderModeContext.Provider>,
  );
}

/** An e-mail's subject, HTML body and plain-text body, from one React template. */
export function renderEmail(f: Facts, footer: EmailFooter): RenderedEmail {
  const text = markup(f, footer, 'text').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]);
  return { subject: TEMPLATES[f.kind].subject(f), html: `<!DOCTYPE html>${markup(f, footer, 'html')}`, text };
}

/** A text message: one short line with the link. */
export function renderSms(f: Facts): string {
  return TEMPLATES[f.kind].sms(f).replace(/\s+/g, ' ').trim();
}
