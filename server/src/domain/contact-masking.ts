/**
 * Contact details typed into a job's conversation before a worker is assigned are masked, so
 * the client and the marketplace's workers meet through the app first. Pure text rules.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A run of digits with the usual separators ((615) 555-0100, 615.555.0100, +1 615 555 0100). */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;

export const MASKED_EMAIL = '[e-mail hidden]';
export const MASKED_PHONE = '[phone hidden]';

/** The text with e-mail addresses and phone numbers (7 to 15 digits) replaced by a marker. */
export function maskContactDetails(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, (run) => {
    const digits = run.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15 ? MASKED_PHONE : run;
  });
}
