import type { PageIntro } from '../../components/page';

const toDashboard = { to: '/dashboard', label: 'Back to Dashboard' };
const adminIntro = (title: string, description: string): PageIntro => ({ title, description, back: toDashboard, maxW: '7xl' });

/** Each admin page's heading: its route draws it while the page loads, and the page draws the same. */
export const adminIntros = {
  pendingJobs: adminIntro('Pending Jobs', 'Paid requests waiting for a worker. Open one to review it, or assign a worker who covers its category and area.'),
  activeJobs: adminIntro('Active Jobs', 'Scheduled and in-progress work.'),
  completedJobs: adminIntro('Completed Jobs', 'Finished work and what it was worth.'),
  queuedRequests: adminIntro('Queued Requests', "Requests waiting for the client's consultation fee."),
  pendingPaid: adminIntro('Paid Pending Requests', 'Paid requests waiting for a worker, oldest first. Assign each one to an available worker.'),
  simpleAssign: adminIntro('Simple Job Assignment', 'Eligible workers: available, offering the category, and within their service radius of the job.'),
  revenue: adminIntro('Revenue', 'Every succeeded payment, what waits for approval, and what was paid out.'),
  recentActivity: adminIntro('Recent Activity', 'What happened across the marketplace: job updates and every money movement or admin decision (audited).'),
  messages: adminIntro('Messages', 'E-mails and text messages to clients, workers and admins: sent, waiting for a retry, failed, or skipped because the person switched them off.'),
  analytics: adminIntro('Advanced Earnings Analytics', 'Revenue, profit, customers and operations, from payments, payouts and requests.'),
  billing: adminIntro('Billing & Payments', 'Payments, approvals, invoices and payouts.'),
  services: adminIntro('All Services', 'Every service request, newest first. Filter them by status.'),
  clients: adminIntro('Clients', 'Every client account by name, with their requests and what they have paid.'),
  providers: adminIntro('Service Providers', 'Every service provider by name, with their categories, area, rating, jobs and earnings.'),
  schedule: adminIntro('Schedule', 'Upcoming visits, soonest first.'),
  workerApprovals: adminIntro('Worker Approvals', 'Applications waiting for background and document checks.'),
  onboardingAnalytics: adminIntro('Onboarding Analytics', 'Provider applications by stage and the categories they cover.'),
  qualityReview: adminIntro('Quality Review', "Client ratings of finished work, lowest first, and each worker's rating."),
  customerService: adminIntro('Customer Service', 'Look up a customer by id or a request by number.'),
  categoryStats: adminIntro('Category Statistics', "One category's requests, revenue, payouts and rating, and its recent requests."),
  searchAccounts: adminIntro('Search Accounts', 'Find clients and service providers by name, e-mail or phone.'),
} satisfies Record<string, PageIntro>;
