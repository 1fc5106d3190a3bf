import type { PageIntro } from '../../components/page';

/** Each client page's heading: its route draws it while the page loads, and the page draws the same. */
export const clientIntros = {
  myRequests: { title: 'My Requests', description: 'Follow your service requests from payment to completion.' },
  billingHistory: { title: 'Billing History', description: 'Your consultation fees, service invoices and payments.' },
  serviceHistory: { title: 'Service History', description: 'Every completed service, newest first.', back: { to: '/request-status', label: 'My Requests' } },
  profile: { title: 'Account Settings', description: 'Your details, address and how we keep in touch.', maxW: '5xl' },
  reviews: { title: 'My Reviews', description: 'Rate your completed services and help us keep quality high.', maxW: '4xl' },
  paymentMethods: { title: 'Payment Methods', description: 'Choose how you pay consultation fees and service balances.', maxW: '3xl' },
  support: { title: 'Support', description: "We're here to help, every day from 7 AM to 9 PM Central." },
  faq: { title: 'Frequently Asked Questions', description: 'Quick answers about requests, pricing, quality and your account.', back: { to: '/client-support', label: 'Support' }, maxW: '4xl' },
  referral: { title: 'Refer Friends ($100 Bonus)', description: 'Earn $100 when a friend you refer completes 5 jobs. Paid within 30 days.', maxW: '4xl' },
} satisfies Record<string, PageIntro>;
