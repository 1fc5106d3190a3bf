import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import WorkerQueuePage from '../../client/src/features/worker/pages/WorkerQueuePage';
import { OpenJobsDocument } from '../../client/src/features/worker/api/openJobs';
import { AcceptJobDocument } from '../../client/src/features/worker/api/acceptJob';
import { connectionField } from '../../client/src/lib/pagination';
import { MeDocument } from '../../client/src/shell/session/useMe';
import { renderScreen } from './support/render';

/**
 * Available Requests when an accept is refused because the job is no longer open (another
 * worker took it): the card leaves the list at once, from the refusal alone; the list is not
 * asked again.
 */
function job(id: string, title: string) {
  return {
    __typename: 'QueueItem' as const,
    distanceMiles: 3.2,
    rank: 3,
    request: {
      __typename: 'ServiceRequest' as const,
      id,
      title,
      description: 'Work',
      priority: 'normal',
      serviceTypeName: null,
      estimatedCostCents: null,
      address: { __typename: 'Address' as const, street: null, city: 'Nashville', state: 'TN', zipCode: '37201' },
      preferredDate: null,
      preferredTime: null,
      specificTime: null,
      createdAt: `2026-01-0${id}T10:00:00.000Z`,
      clientName: 'Dana',
      category: { __typename: 'ServiceCategory' as const, id: '1', name: 'House Cleaning', icon: null },
    },
  };
}

it('a job taken by another worker leaves the list when its accept is refused, and the other job stays', async () => {
  const cache = new InMemoryCache({ typePolicies: { QueueItem: { keyFields: ['request', ['id']] }, Query: { fields: { openJobs: connectionField() } } } });
  let listed = 0;
  const list: MockedResponse = {
    request: { query: OpenJobsDocument, variables: () => true },
    result: () => {
      listed += 1;
      return { data: { openJobs: { __typename: 'QueueItemConnection', items: [job('2', 'Gutter cleaning'), job('1', 'Window washing')], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } };
    },
    maxUsageCount: 5,
  };
  const refused: MockedResponse = {
    request: { query: AcceptJobDocument, variables: { requestId: '2' } },
    result: { errors: [{ message: 'This job has already been taken by another worker', extensions: { code: 'CONFLICT' } }] },
  };
  const me: MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };
  renderScreen(<WorkerQueuePage />, { mocks: [me, list, refused], cache });
  const taken = await screen.findByRole('article', { name: /Gutter cleaning/ });
  expect(screen.getByRole('article', { name: /Window washing/ })).toBeInTheDocument();
  await userEvent.click(within(taken).getByRole('button', { name: /Accept This Job/ }));
  expect(await screen.findByText('This job has already been taken by another worker')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: /Gutter cleaning/ })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: /Window washing/ })).toBeInTheDocument();
  expect(listed).toBe(1);
});
