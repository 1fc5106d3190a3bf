/**
 * What a visitor outside the service area typed (e-mail, phone, ZIP), kept in session storage
 * so the expansion waitlist page can fill its form with it.
 */
export const WAITLIST_KEY = 'waitlistDraft';

export interface WaitlistDraft {
  email: string;
  phone: string;
  zipCode: string;
  city: string;
  state: string;
  userType: 'client' | 'worker';
}

export function saveWaitlistDraft(d: WaitlistDraft): void {
  sessionStorage.setItem(WAITLIST_KEY, JSON.stringify(d));
}

export function loadWaitlistDraft(): Partial<WaitlistDraft> {
  try {
    return JSON.parse(sessionStorage.getItem(WAITLIST_KEY) ?? '{}') as Partial<WaitlistDraft>;
  } catch {
    return {};
  }
}
