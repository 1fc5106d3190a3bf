import { screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import WorkerPendingApprovalPage from '../../client/src/features/worker/pages/WorkerPendingApprovalPage';
import { WorkerAccountNoticeDocument, WorkerApplicationDocument } from '../../client/src/features/worker/api/workerApplication';
import { MeDocument } from '../../client/src/shell/session/useMe';
import { renderScreen } from './support/render';

/**
 * The approval page follows the notice about the account alone: the notice carries the
 * application (both checks approved) and the session (the worker gate open), and neither
 * the application nor the session is asked again.
 */
const application = (check: string, status: string) => ({
  __typename: 'ServiceProvider' as const,
  id: '5',
  name: 'Pat Applicant',
  email: 'pat@example.com',
  phone: '615-555-0100',
  zipCode: '37203',
  serviceRadius: 25,
  status,
  onboardingCompleted: true,
  backgroundCheckStatus: check,
  documentVerificationStatus: check,
  rating: null,
  completedJobs: 0,
  createdAt: '2026-01-02T10:00:00.000Z',
  onboardingData: { submittedAt: '2026-01-02T10:00:00.000Z' },
  offeredCategories: [{ __typename: 'ServiceCategory' as const, id: '1', name: 'House Cleaning', icon: null }],
});
const viewer = (approved: boolean, status: string) => ({
  __typename: 'ViewerType' as const,
  sessionRole: 'worker',
  clientId: null,
  impersonatorName: null,
  user: { __typename: 'User' as const, id: '9', email: 'pat@example.com', role: 'worker', firstName: 'Pat', lastName: 'Applicant', phone: '615-555-0100', referralCode: 'PAT1', createdAt: '2026-01-02T10:00:00.000Z' },
  provider: { __typename: 'ViewerProvider' as const, id: '5', status, onboardingCompleted: true, backgroundCheckStatus: approved ? 'approved' : 'pending', documentVerificationStatus: approved ? 'approved' : 'pending', approved },
});

it('an approval notice opens the dashboard link and shows both checks cleared, with no query sent again', async () => {
  let asked = 0;
  const mocks: MockedResponse[] = [
    { request: { query: MeDocument }, result: () => ((asked += 1), { data: { me: viewer(false, 'pending_approval') } }), maxUsageCount: 5 },
    { request: { query: WorkerApplicationDocument }, result: () => ((asked += 1), { data: { myProviderApplication: application('pending', 'pending_approval') } }), maxUsageCount: 5 },
    {
      // The page asks for the notices since a minute before it read the account (on the server's clock).
      request: { query: WorkerAccountNoticeDocument, variables: ({ after }) => typeof after === 'string' && Math.abs(Date.now() - 60_000 - Date.parse(after)) < 10_000 },
      result: { data: { notificationAdded: { __typename: 'Notification', id: '77', type: 'account_approved', provider: application('approved', 'available'), viewer: viewer(true, 'available') } } },
      delay: 50,
    },
  ];
  renderScreen(<WorkerPendingApprovalPage />, { mocks });
  expect(await screen.findByText('You are approved!')).toBeInTheDocument();
  expect(screen.getByText('Cleared')).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/worker-dashboard');
  expect(asked).toBe(2);
});
