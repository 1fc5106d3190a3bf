let usd: Intl.NumberFormat | undefined;

/**
 * Cents from the server shown as dollars: 10299 -> "$102.99". One formatter for the page, made on
 * first use: `toLocaleString` with options builds one for every amount (a billing screen shows
 * hundreds), and made when the module loads it would cost the first screen's start-up.
 */
export function formatCents(cents: number | null | undefined): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format((cents ?? 0) / 100);
}

/** A request number padded to 4 digits: 7 -> "#0007". */
export function requestNumber(id: string | number): string {
  return `#${String(id).padStart(4, '0')}`;
}

/** '14:30' -> '2:30 PM'. Anything else is returned unchanged. */
export function to12Hour(hhmm: string | null | undefined): string {
  if (!hhmm) return '';
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

const WINDOWS: Record<string, string> = {
  morning: 'Morning (8 AM - 12 PM)',
  afternoon: 'Afternoon (12 PM - 5 PM)',
  evening: 'Evening (5 PM - 8 PM)',
};

/** A preferred time as a person reads it: a window, a specific time, or HH:MM. */
export function preferredTimeLabel(preferredTime: string | null | undefined, specificTime?: string | null): string {
  if (!preferredTime) return '';
  if (preferredTime === 'specific') return specificTime ? to12Hour(specificTime) : 'Specific time';
  return WINDOWS[preferredTime] ?? to12Hour(preferredTime);
}

/** Status labels as the client sees them. */
export function statusLabel(displayStatus: string): string {
  switch (displayStatus) {
    case 'awaiting_payment':
      return 'Awaiting Payment';
    case 'in_progress':
      return 'In Progress';
    case 'closed_pending_review':
      return 'Pending Review';
    case 'closed_successful':
      return 'Closed';
    default:
      return displayStatus.charAt(0).toUpperCase() + displayStatus.slice(1).replace(/_/g, ' ');
  }
}

export function statusPalette(displayStatus: string): string {
  switch (displayStatus) {
    case 'awaiting_payment':
      return 'orange';
    case 'pending':
      return 'yellow';
    case 'scheduled':
      return 'blue';
    case 'in_progress':
      return 'purple';
    case 'completed':
    case 'closed_successful':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'gray';
  }
}
