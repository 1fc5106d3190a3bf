import type { PageIntro } from '../../components/page';

/** A page of the worker's information list (WorkerInfoPage): its heading at its width, its Back link below its content. */
const infoIntro = (title: string, description: string): PageIntro => ({ title, description, maxW: '3xl' });

/** Each worker page's heading: its route draws it while the page loads, and the page draws the same. */
export const workerIntros = {
  dashboard: { title: 'Worker Dashboard', description: 'Your jobs, schedule and earnings at a glance.' },
  activeJobs: { title: 'Active Jobs', description: 'Your scheduled and in-progress jobs. Open one to schedule, add notes and photos, invoice and complete it.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  pendingJobs: { title: 'Pending Jobs', description: 'Jobs assigned to you that are scheduled but not started yet.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  ratings: { title: 'Ratings & Reviews', description: 'What clients say about your work. Keep 4.5 stars or more for Elite Status.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  serviceHistory: { title: 'Service History', description: 'Every job you have taken, newest first.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  settings: { title: 'Profile Settings', description: 'Your details, service area and notification preferences.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' }, maxW: '4xl' },
  bankAccount: { title: 'Bank Account', description: 'Where your payouts go.', back: { to: '/worker-dashboard', label: 'Back to Dashboard' }, maxW: '3xl' },
  earnings: { title: 'Earnings', description: "What you earn: 90% of each job's service cost (or $78.25 for a $100 Special), plus tips. Money counts as earned once an admin releases the payout.", back: { to: '/worker-dashboard', label: 'Back to Dashboard' } },
  pendingApproval: { title: 'Approval Status', description: 'Where your provider application stands.', maxW: '4xl' },
  requests: infoIntro('Complete Onboarding', 'Your onboarding steps and their status.'),
  services: infoIntro('Service Categories', 'The categories you take jobs in. Requests in these categories within your radius reach your queue.'),
  notifications: infoIntro('Notification Settings', 'How we reach you about new jobs, schedule changes and payouts.'),
  documents: infoIntro('Upload Documents', 'Your ID, licences and insurance certificates.'),
  backgroundCheck: infoIntro('Background Check', 'Identity and criminal background screening, required for every provider.'),
  credentials: infoIntro('Credentials', 'What clients can trust about you.'),
  training: infoIntro('Training Modules', 'Short courses that keep your service at the Elite standard.'),
  taxDocuments: infoIntro('Tax Documents', 'Your yearly earnings statements for tax filing.'),
  paymentHistory: infoIntro('Payment History', 'Every payout for your jobs and where it stands.'),
  support: infoIntro('Contact Support', 'We are here to help with jobs, payouts and your account.'),
  guidelines: infoIntro('Platform Guidelines', 'The standards every Elite provider works by.'),
  analytics: infoIntro('Performance Analytics', 'How your work is going.'),
  help: infoIntro('Help Center', 'Answers to the questions providers ask most.'),
  paymentSetup: infoIntro('Payment Setup', 'Payouts go to your bank account by transfer (1 to 2 business days).'),
  terms: infoIntro('Provider Terms', 'The agreement between you and Elite Services.'),
  privacy: infoIntro('Privacy', 'How we handle your personal and payout information.'),
  insurance: infoIntro('Insurance & Licensing', 'Licences and insurance for the services you offer.'),
  feedback: infoIntro('Feedback', 'Tell us how we can make the platform better for providers.'),
} satisfies Record<string, PageIntro>;
