import type { PageIntro } from '../../components/page';

/** Each worker page's heading: its route draws it while the page loads, and the page draws the same. */
export const workerIntros = {
  activeJobs: { title: 'Active Jobs', description: 'Your scheduled and in-progress jobs. Open one to schedule, add notes and photos, invoice and complete it.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  pendingJobs: { title: 'Pending Jobs', description: 'Jobs assigned to you that are scheduled but not started yet.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  ratings: { title: 'Ratings & Reviews', description: 'What clients say about your work. Keep 4.5 stars or more for Elite Status.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  serviceHistory: { title: 'Service History', description: 'Every job you have taken, newest first.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  settings: { title: 'Profile Settings', description: 'Your details, service area and notification preferences.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' }, maxW: '4xl' },
  bankAccount: { title: 'Bank Account', description: 'Where your payouts go.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' }, maxW: '3xl' },
  earnings: { title: 'Earnings', description: "What you earn: 90% of each job's service cost (or $78.25 for a $100 Special), plus tips. Money counts as earned once an admin releases the payout.", back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  pendingApproval: { title: 'Approval Status', description: 'Where your provider application stands.', maxW: '4xl' },
} satisfies Record<string, PageIntro>;
