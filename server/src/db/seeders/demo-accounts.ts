/** The seeded demo sign-ins, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.elite', firstName: 'Dana', lastName: 'Whitfield', phone: '615-555-0100' },
  client: { email: 'client@demo.elite', firstName: 'Jordan', lastName: 'Miller', phone: '615-555-0111' },
  client2: { email: 'client2@demo.elite', firstName: 'Avery', lastName: 'Brooks', phone: '615-555-0122' },
  worker: { email: 'worker@demo.elite', firstName: 'Marcus', lastName: 'Reed', phone: '615-555-0133' },
  worker2: { email: 'worker2@demo.elite', firstName: 'Lena', lastName: 'Ortiz', phone: '615-555-0144' },
  worker3: { email: 'worker3@demo.elite', firstName: 'Sam', lastName: 'Carter', phone: '901-555-0155' },
  applicant: { email: 'applicant@demo.elite', firstName: 'Riley', lastName: 'Chen', phone: '615-555-0166' },
} as const;

export const DEMO_SIGN_INS = [
  { label: 'Admin', how: `${DEMO_USERS.admin.email} / ${DEMO_PASSWORD} at /login` },
  { label: 'Client', how: `${DEMO_USERS.client.email} / ${DEMO_PASSWORD}` },
  { label: 'Client (second)', how: `${DEMO_USERS.client2.email} / ${DEMO_PASSWORD}` },
  { label: 'Worker (cleaning)', how: `${DEMO_USERS.worker.email} / ${DEMO_PASSWORD}` },
  { label: 'Worker (lawn, pool)', how: `${DEMO_USERS.worker2.email} / ${DEMO_PASSWORD}` },
  { label: 'Worker (projects)', how: `${DEMO_USERS.worker3.email} / ${DEMO_PASSWORD}` },
  { label: 'Pending applicant', how: `${DEMO_USERS.applicant.email} / ${DEMO_PASSWORD}` },
];
