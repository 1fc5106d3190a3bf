import type { ReactElement } from 'react';
import type { Facts } from '../message-facts';

/**
 * The words of every message: an e-mail body (a React component, rendered as HTML and as
 * plain text), its subject, and the short text message. Dates are Central time; amounts
 * come from the server's own figures.
 */
export interface MessageTemplate {
  subject(f: Facts): string;
  sms(f: Facts): string;
  Body(props: { f: Facts }): ReactElement;
}

export const req = (f: Facts) => (f.request ? `${f.request.title} (${f.request.number})` : 'your request');
export const worker = (f: Facts) => f.workerName ?? 'Your professional';
export const hello = (f: Facts) => `Hi ${f.name.split(' ')[0] || 'there'},`;
