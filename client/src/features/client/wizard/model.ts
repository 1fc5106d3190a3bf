import * as Yup from 'yup';
import { businessToday } from '../../../lib/time';
import { limitedString } from './limits';

export { US_STATES, STATE_OPTIONS } from '../../../lib/us-states';

export const SERVICE_AREA_PREFIXES = ['370', '371', '372', '373', '380', '381', '382'];
export function isInServiceArea(zip: string): boolean {
  return /^\d{5}$/.test(zip) && SERVICE_AREA_PREFIXES.some((p) => zip.startsWith(p));
}

export const TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (8 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
  { value: 'specific', label: 'Specific time' },
];

export const STEPS = ['Service', 'Type', 'Contact', 'Schedule'] as const;

export interface WizardValues {
  categoryId: string;
  title: string;
  customTitle: string;
  description: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  contactCity: string;
  contactState: string;
  contactZipCode: string;
  sameAddress: boolean;
  serviceAddress: string;
  serviceCity: string;
  serviceState: string;
  serviceZipCode: string;
  preferredDate: string;
  preferredTime: string;
  specificTime: string;
  alternativeTime1: string;
  alternativeTime2: string;
  notes: string;
  method: 'google_pay' | 'apple_pay' | 'card';
  cardNumber: string;
  /** Recurring visits: '' (once), weekly, biweekly or monthly; ended after repeatCount visits or on repeatUntil. */
  repeat?: '' | 'weekly' | 'biweekly' | 'monthly';
  repeatEnds?: 'count' | 'until';
  repeatCount?: string;
  repeatUntil?: string;
}

export const EMPTY_VALUES: WizardValues = {
  categoryId: '',
  title: '',
  customTitle: '',
  description: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  contactAddress: '',
  contactCity: '',
  contactState: '',
  contactZipCode: '',
  sameAddress: true,
  serviceAddress: '',
  serviceCity: '',
  serviceState: 'TN',
  serviceZipCode: '',
  preferredDate: '',
  preferredTime: '',
  specificTime: '',
  alternativeTime1: '',
  alternativeTime2: '',
  notes: '',
  method: 'google_pay',
  cardNumber: '',
  repeat: '',
  repeatEnds: 'count',
  repeatCount: '4',
  repeatUntil: '',
};

export const REPEAT_OPTIONS = [
  { value: '', label: 'Does not repeat' },
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Every month' },
];

export const REPEAT_END_OPTIONS = [
  { value: 'count', label: 'After a number of visits' },
  { value: 'until', label: 'On a date' },
];

/** Today in the business's time zone (Central), YYYY-MM-DD (the date field's minimum). */
export function todayLocal(): string {
  return businessToday();
}

const zip = (field: 'contactZipCode' | 'serviceZipCode') => limitedString(field, 'ZIP code').trim().matches(/^\d{5}$/, 'ZIP code must be 5 digits');

/** The schema `make` builds, built on first use and kept: building the wizard's schemas took a third of its module's evaluation, on a screen where step 1 needs none of them. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export const typeSchema = onFirstUse(() =>
  Yup.object({
    title: limitedString('title', 'Service type').required('Please choose a service type'),
    customTitle: limitedString('customTitle', 'Custom service title'),
  }),
);

export const contactSchema = onFirstUse(() => Yup.object({
  contactName: limitedString('contactName', 'Name').trim().required('Name is required'),
  contactPhone: limitedString('contactPhone', 'Phone').trim().required('Phone is required'),
  contactEmail: limitedString('contactEmail', 'Email').trim().email('Please enter a valid email address').required('Email is required'),
  contactAddress: limitedString('contactAddress', 'Street address').trim().required('Street address is required'),
  contactCity: limitedString('contactCity', 'City').trim().required('City is required'),
  contactState: limitedString('contactState', 'State').required('Please choose a state'),
  contactZipCode: zip('contactZipCode').required('ZIP code is required'),
  description: limitedString('description', 'Description').trim().required('Description is required'),
  sameAddress: Yup.boolean(),
  serviceAddress: limitedString('serviceAddress', 'Service address').when('sameAddress', { is: false, then: (s) => s.trim().required('Service address is required') }),
  serviceCity: limitedString('serviceCity', 'Service city').when('sameAddress', { is: false, then: (s) => s.trim().required('Service city is required') }),
  serviceState: limitedString('serviceState', 'Service state'),
  serviceZipCode: limitedString('serviceZipCode', 'ZIP code').when('sameAddress', { is: false, then: () => zip('serviceZipCode').required('Service ZIP code is required') }),
}));

/** What step 4 holds to the server's limits whether or not the category asks for a date. */
const scheduleText = () => ({
  alternativeTime1: limitedString('alternativeTime1', 'Alternative time 1'),
  alternativeTime2: limitedString('alternativeTime2', 'Alternative time 2'),
  notes: limitedString('notes', 'Special notes'),
});

/** Step 4 without a date (the category does not ask for one). */
const scheduleTextSchema = onFirstUse(() => Yup.object(scheduleText()));

/** Step 4 of a category that is scheduled: a date not in the past (checked against today when validated) and a time. */
const scheduledSchema = onFirstUse(() =>
  Yup.object({
    ...scheduleText(),
    preferredDate: limitedString('preferredDate', 'Preferred date')
      .required('Preferred date is required')
      .test('not-past', 'Preferred date cannot be in the past', (v) => !v || v >= todayLocal()),
    preferredTime: limitedString('preferredTime', 'Preferred time').required('Preferred time is required'),
    specificTime: limitedString('specificTime', 'Specific time').when('preferredTime', { is: 'specific', then: (s) => s.required('Specific time is required') }),
    repeatCount: Yup.string().when(['repeat', 'repeatEnds'], {
      is: (repeat: string | undefined, ends: string | undefined) => !!repeat && ends !== 'until',
      then: (s) => s.required('How many visits?').test('visits', 'A series has 2 to 26 visits', (v) => /^\d+$/.test(v ?? '') && Number(v) >= 2 && Number(v) <= 26),
    }),
    repeatUntil: Yup.string().when(['repeat', 'repeatEnds'], {
      is: (repeat: string | undefined, ends: string | undefined) => !!repeat && ends === 'until',
      then: (s) => s.required('Choose the last day').test('after', 'The last day must be after the first visit', function (v) {
        return !v || !this.parent.preferredDate || v > this.parent.preferredDate;
      }),
    }),
  }),
);

/** Step 4's schema, built once for each kind of category (the wizard validates on every change). */
export function scheduleSchema(requiresScheduling: boolean) {
  return requiresScheduling ? scheduledSchema() : scheduleTextSchema();
}

/** Which step owns a server field path, so a server error sends the user back to it. */
export function stepOfField(path: string): number {
  if (path === 'categoryId') return 0;
  if (path === 'title' || path === 'customTitle') return 1;
  if (['preferredDate', 'preferredTime', 'specificTime', 'alternativeTime1', 'alternativeTime2', 'notes'].includes(path) || path.startsWith('recurrence')) return 3;
  return 2;
}

/** The ZIP the service-area check uses: contact ZIP with 'same address', else the service ZIP. */
export function effectiveZip(v: WizardValues): string {
  return (v.sameAddress ? v.contactZipCode : v.serviceZipCode).trim();
}
