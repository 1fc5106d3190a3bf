/**
 * How text from a caller is normalised before any service sees it, for GraphQL
 * (graphql/input-rules.ts) and REST (rest/mount.ts) alike: single-line fields (names, titles,
 * phone, city, ...) lose every control character (CR, LF, tab and the other C0 controls, DEL),
 * each run becoming one space, so nothing a person types can split a line of an e-mail, a text
 * message, a CSV export or a log; multi-line fields (descriptions, notes, messages) keep their
 * line breaks and tabs (CRLF and CR become LF) and lose the rest. Secrets are never altered.
 */

/** Fields whose text may span lines. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description', 'notes', 'note', 'message', 'comment', 'editReason', 'reason', 'adminNotes', 'inspectionNotes', 'onboardingData',
]);

/** Fields passed on exactly as sent (a password may contain any character; tokens are compared as they are). */
export const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword', 'token', 'idempotencyKey', 'code', 'after']);

// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

/** The text of the field named `field` as a service receives it. */
export function normalizeText(field: string, value: string): string {
  if (!ANY_CONTROL.test(value) || VERBATIM_FIELDS.has(field)) return value;
  if (MULTILINE_FIELDS.has(field)) return value.replace(/\r\n?/g, '\n').replace(MULTI_LINE_CONTROLS, '');
  return value.replace(SINGLE_LINE_CONTROLS, ' ');
}

/** A JSON body or query with every text field normalised (by the name of the field that holds it; list items by their list's). */
export function normalizeTextTree(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return normalizeText(field, value);
  if (Array.isArray(value)) return value.map((item) => normalizeTextTree(item, field));
  if (value && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = normalizeTextTree(v, key);
    return out;
  }
  return value;
}
