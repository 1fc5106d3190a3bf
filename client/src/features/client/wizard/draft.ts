import { EMPTY_VALUES, type WizardValues } from './model';

const DRAFT_KEY = 'clientAppDraft';
/** The wizard in progress, kept in session storage (UI state only) so a sign-in or reload keeps it. */
export function loadDraft(): { values: WizardValues; step: number } | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: Partial<WizardValues>; step?: number };
    return { values: { ...EMPTY_VALUES, ...parsed.values, cardNumber: '' }, step: Math.min(Math.max(parsed.step ?? 0, 0), 3) };
  } catch {
    return null;
  }
}

export function saveDraft(values: WizardValues, step: number): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { ...values, cardNumber: '' }, step }));
  } catch {
    /* storage full or disabled: the draft is a convenience */
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
