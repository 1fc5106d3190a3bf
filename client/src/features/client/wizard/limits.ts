import * as Yup from 'yup';

/**
 * The longest text the server takes in each field of a new request: CreateRequestInput in
 * server/src/graphql/input-rules.ts (tests/server/wizard-limits.test.ts holds the wizard's
 * schema to it), so the wizard refuses an overlong value where it is typed, not after Pay.
 */
export const REQUEST_TEXT_LIMITS = {
  title: 150,
  customTitle: 200,
  description: 5000,
  notes: 2000,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 30,
  contactAddress: 300,
  contactCity: 100,
  contactState: 2,
  contactZipCode: 5,
  serviceAddress: 300,
  serviceCity: 100,
  serviceState: 2,
  serviceZipCode: 5,
  preferredDate: 10,
  preferredTime: 20,
  specificTime: 5,
  alternativeTime1: 100,
  alternativeTime2: 100,
} as const;

export type LimitedRequestField = keyof typeof REQUEST_TEXT_LIMITS;

/** "Description must be at most 5,000 characters" (grouped by hand: the first Intl number format of a page loads the browser's locale data, and these messages are made as the wizard's module loads). */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${String(max).replace(/\B(?=(\d{3})+$)/g, ',')} characters`;
}

/** A string held to the server's limit of `field`, named `label` in the message. */
export function limitedString(field: LimitedRequestField, label: string): Yup.StringSchema<string | undefined> {
  const max = REQUEST_TEXT_LIMITS[field];
  return Yup.string().max(max, tooLongMessage(label, max));
}
