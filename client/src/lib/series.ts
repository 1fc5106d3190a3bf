/** How often a series repeats, as the screens say it. */
export function frequencyLabel(frequency: string): string {
  switch (frequency.toUpperCase()) {
    case 'WEEKLY':
      return 'weekly';
    case 'BIWEEKLY':
      return 'every 2 weeks';
    case 'MONTHLY':
      return 'monthly';
    default:
      return frequency.toLowerCase();
  }
}
