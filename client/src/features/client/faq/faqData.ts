export interface Faq {
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQ_CATEGORIES = ['Getting Started', 'Service Process', 'Pricing', 'Quality & Safety', 'Account Management'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** 18 questions in 5 categories. */
export const FAQS: Faq[] = [
  { category: 'Getting Started', question: 'How do I request a service?', answer: 'Choose "Request a Service", pick a category and service type, add your contact details and address, choose a preferred date and time, and pay the $102.99 consultation fee. You can also save the request and pay later.' },
  { category: 'Getting Started', question: 'Which areas do you serve?', answer: 'We are starting in Middle Tennessee and also serve West Tennessee ZIP codes beginning with 370, 371, 372, 373, 380, 381 and 382. Elsewhere, join the expansion waitlist and we will tell you when we arrive.' },
  { category: 'Getting Started', question: 'Do I need an account?', answer: 'Yes. An account keeps your requests, payments and messages in one place, and lets us reach you about your service.' },
  { category: 'Getting Started', question: 'What services can I book?', answer: 'House cleaning, maintenance and repair, lawn and landscaping, pool services, pet and baby care, delivery and errands, home improvements, vehicle services and concierge help.' },
  { category: 'Service Process', question: 'What happens after I pay the consultation fee?', answer: 'Your request goes to our service queue right away. We match you with a vetted provider and contact you within 24-48 hours, usually much sooner.' },
  { category: 'Service Process', question: 'Can I change my request?', answer: 'Yes, while it is still pending. Open the request on My Requests and choose Edit. Once a provider is scheduled or working, contact support for changes.' },
  { category: 'Service Process', question: 'Can I cancel a request?', answer: 'You can cancel any request that is not completed from My Requests. Cancelled requests leave your list; their payment records are kept for your billing history.' },
  { category: 'Service Process', question: 'How do I follow my request?', answer: 'My Requests shows the status of every current request, and notifications tell you when a provider accepts, starts and completes the job.' },
  { category: 'Pricing', question: 'What is the consultation fee?', answer: 'A $100.00 consultation fee plus a $2.99 processing fee, $102.99 in total. The $100 is credited toward your final invoice.' },
  { category: 'Pricing', question: 'How is my final invoice calculated?', answer: 'Service cost, plus a 12% platform fee, plus 9.75% sales tax on both, plus a $2.99 processing fee and any tip. The $100 consultation credit is subtracted; if the total is covered, you owe nothing more.' },
  { category: 'Pricing', question: 'What if no provider is matched?', answer: 'If we cannot match you with a provider within 7 days, your consultation fee is refunded.' },
  { category: 'Pricing', question: 'How do I pay a balance?', answer: 'Open Billing History and choose Pay on any pending entry. The amount is calculated from your invoice on our servers.' },
  { category: 'Quality & Safety', question: 'How are providers vetted?', answer: 'Every provider passes a background check and document verification before taking jobs, and must keep a rating of 4.5 or higher.' },
  { category: 'Quality & Safety', question: 'What if I am not satisfied?', answer: 'Tell us through Support within 48 hours. We review the job with the provider and make it right.' },
  { category: 'Quality & Safety', question: 'Are large projects inspected?', answer: 'Yes. Projects over $500 are reviewed with photos, and projects over $5,000 get extra in-person inspections before the provider is paid.' },
  { category: 'Account Management', question: 'How do I update my contact details?', answer: 'Go to Account Settings, choose Edit Profile, make your changes and Save Changes.' },
  { category: 'Account Management', question: 'How do I manage notifications?', answer: 'Account Settings has switches for e-mail, text messages, appointment reminders and offers.' },
  { category: 'Account Management', question: 'How does the referral program work?', answer: 'Share your referral link. When a friend you referred completes 5 jobs, you earn a $100 bonus, paid within 30 days.' },
];
