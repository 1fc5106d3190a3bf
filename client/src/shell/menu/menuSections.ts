import type { ViewerRole } from '../session/roles';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
}

const adminSection: MenuSection = {
  title: 'Admin',
  links: [
    { label: 'Admin Dashboard', to: '/dashboard' },
    { label: 'Pending Jobs', to: '/admin/pending-jobs' },
    { label: 'Active Jobs', to: '/admin/active-jobs' },
    { label: 'Completed Jobs', to: '/admin/completed-jobs' },
    { label: 'Queued Requests', to: '/admin/queued-requests' },
    { label: 'Paid Pending Requests', to: '/admin/pending-paid' },
    { label: 'Simple Job Assignment', to: '/admin/simple-assign' },
    { label: 'Billing & Payments', to: '/billing' },
    { label: 'Earnings Analytics', to: '/admin/analytics' },
    { label: 'Revenue', to: '/admin/revenue' },
    { label: 'Recent Activity', to: '/admin/recent-activity' },
    { label: 'Messages', to: '/admin/messages' },
    { label: 'Services', to: '/services' },
    { label: 'Clients', to: '/clients' },
    { label: 'Providers', to: '/providers' },
    { label: 'Schedule', to: '/schedule' },
    { label: 'Worker Approvals', to: '/admin-worker-approvals' },
    { label: 'Onboarding Analytics', to: '/admin-onboarding-analytics' },
    { label: 'Quality Review', to: '/admin-quality-review' },
    { label: 'Customer Service', to: '/admin-customer-service' },
    { label: 'Live Support Chats', to: '/admin-support-chats' },
    { label: 'Conversations', to: '/messages' },
    { label: 'Search Accounts', to: '/search-accounts' },
  ],
};

const workerSection: MenuSection = {
  title: 'Worker',
  links: [
    { label: 'Worker Dashboard', to: '/worker-dashboard' },
    { label: 'Available Requests', to: '/worker-queue' },
    { label: 'Active Jobs', to: '/worker-active-jobs' },
    { label: 'Messages', to: '/messages' },
    { label: 'Service History', to: '/worker-service-history' },
    { label: 'Earnings', to: '/worker-earnings' },
    { label: 'Ratings', to: '/worker-ratings' },
    { label: 'Bank Account', to: '/worker-bank-account' },
    { label: 'Profile Settings', to: '/worker-settings' },
    { label: 'Help Center', to: '/worker-help' },
  ],
};

const clientSection: MenuSection = {
  title: 'Client',
  links: [
    { label: 'Request Service', to: '/client-app' },
    { label: 'My Requests', to: '/request-status' },
    { label: 'Messages', to: '/messages' },
    { label: 'Service History', to: '/client-service-history' },
    { label: 'Billing History', to: '/client-billing-history' },
    { label: 'Reviews', to: '/client-reviews' },
    { label: 'Payment Methods', to: '/client-payment-methods' },
    { label: 'Account Settings', to: '/client-profile' },
    { label: 'Refer Friends', to: '/referral-program' },
    { label: 'Support', to: '/client-support' },
    { label: 'FAQ', to: '/client-faq' },
  ],
};

/** The hamburger menu's sections for each session role. */
export function menuSectionsFor(role: ViewerRole): MenuSection[] {
  switch (role) {
    case 'admin':
      return [adminSection, workerSection, clientSection];
    case 'worker':
      return [workerSection];
    case 'pending_worker':
      return [
        {
          title: 'Provider application',
          links: [
            { label: 'Approval Status', to: '/worker-pending-approval' },
            { label: 'Request Service', to: '/client-app' },
            { label: 'My Requests', to: '/request-status' },
    { label: 'Messages', to: '/messages' },
          ],
        },
      ];
    case 'client':
      return [clientSection, { title: 'Earn with us', links: [{ label: 'Become a Provider', to: '/worker-setup' }] }];
    default:
      return [
        {
          title: 'Get started',
          links: [
            { label: 'Home', to: '/' },
            { label: 'I Need Service', to: '/client-app' },
            { label: 'I Provide Services', to: '/worker-setup' },
            { label: 'Join the Expansion Waitlist', to: '/expansion-waitlist' },
            { label: 'Create an Account', to: '/register' },
          ],
        },
      ];
  }
}
