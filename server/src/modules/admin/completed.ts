const DAY_MS = 86_400_000;

/** The Completed Jobs duration: 'Same day' up to one day, days under a week, else weeks. */
export function durationLabel(createdAt: Date, completedAt: Date | null): string {
  if (!completedAt) return 'Same day';
  const days = Math.floor(Math.max(0, completedAt.getTime() - createdAt.getTime()) / DAY_MS);
  if (days <= 1) return 'Same day';
  if (days < 7) return `${days} days`;
  const weeks = Math.floor(days / 7);
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

export const COMPLETED_SORTS = ['recent', 'oldest', 'highest-value', 'lowest-value'] as const;
export type CompletedSort = (typeof COMPLETED_SORTS)[number];
