import { formatCalendarDate, formatDateTime } from '../../lib/format';
import { preferredTimeLabel, to12Hour } from '../../lib/money';

/** The fields a schedule line is made from. */
interface Scheduling {
  scheduledAt?: string | null;
  preferredDate?: string | null;
  preferredTime?: string | null;
  specificTime?: string | null;
}

/** Scheduled date/time, else preferred date plus time, else 'Scheduling pending'. */
export function schedulingLabel(r: Scheduling): string {
  if (r.scheduledAt) return formatDateTime(r.scheduledAt);
  if (r.preferredDate) {
    const time = r.preferredTime === 'specific' && r.specificTime ? to12Hour(r.specificTime) : preferredTimeLabel(r.preferredTime, r.specificTime);
    return `${formatCalendarDate(r.preferredDate)}${time ? ` · ${time}` : ''}`;
  }
  return 'Scheduling pending';
}
