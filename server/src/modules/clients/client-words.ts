/** How a client prefers to be contacted (clients.preferred_contact_method). */
export const CONTACT_METHODS = ['phone', 'email', 'sms'] as const;
