import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import RequestStatusPage from '../../client/src/features/client/pages/RequestStatusPage';
import { CancelServiceRequestDocument } from '../../client/src/features/client/api/cancelServiceRequest';
import { MyRequestsDocument } from '../../client/src/features/client/api/myRequests';
import { MyClientStatsDocument } from '../../client/src/features/client/api/myClientStats';
import { renderScreen } from './support/render';

function card(id: string, title: string, status: string, canCancel: boolean) {
  return {
    __typename: 'ServiceRequest',
    id,
    title,
    description: 'Work to do',
    status,
    displayStatus: status,
    canCancel,
    appointmentFeePaid: true,
    priority: 'normal',
    serviceTypeName: null,
    serviceAddress: '1 Main St',
    serviceCity: 'Nashville',
    serviceState: 'TN',
    serviceZipCode: '37201',
    preferredDate: null,
    preferredTime: null,
    specificTime: null,
    scheduledAt: null,
    createdAt: `2026-11-2${id}T10:00:00.000Z`,
    completedAt: status === 'completed' ? '2026-11-24T10:00:00.000Z' : null,
    rating: null,
    categoryId: '1',
    estimatedCostCents: null,
    actualCostCents: null,
    category: { __typename: 'ServiceCategory', id: '1', name: 'House Cleaning', icon: null },
    provider: null,
  };
}

const stats: MockedResponse = {
  request: { query: MyClientStatsDocument },
  result: { data: { myClientStats: { __typename: 'ClientStats', totalRequests: 3, completed: 1, averageRatingGiven: null, reviewCount: 0, memberSince: '2026-01-01T00:00:00.000Z', pendingProviderApplication: false } } },
  maxUsageCount: 3,
};
const requests = (items: ReturnType<typeof card>[]): MockedResponse => ({
  request: { query: MyRequestsDocument, variables: {} },
  result: { data: { myRequests: { __typename: 'ServiceRequestConnection', items, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } },
  maxUsageCount: 3,
});

/** The card of one request, found by its title. */
async function cardOf(title: string) {
  const heading = await screen.findByText(title);
  let el: HTMLElement | null = heading;
  while (el && !within(el).queryAllByRole('button').length) el = el.parentElement;
  return within(el!);
}

describe('My Requests', () => {
  it('offers Cancel Request only on the requests the server says the client may cancel', async () => {
    renderScreen(<RequestStatusPage />, {
      mocks: [requests([card('1', 'Gutter cleaning', 'scheduled', true), card('2', 'Roof review', 'closed_pending_review', false)]), stats],
    });
    expect((await cardOf('Gutter cleaning')).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    expect((await cardOf('Roof review')).queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
  });

  it('cancels after confirmation and says so', async () => {
    const cancel: MockedResponse = {
      request: { query: CancelServiceRequestDocument, variables: { id: '1' } },
      result: { data: { cancelServiceRequest: { __typename: 'ServiceRequest', id: '1', status: 'cancelled', displayStatus: 'cancelled', canCancel: false } } },
    };
    renderScreen(<RequestStatusPage />, { mocks: [requests([card('1', 'Gutter cleaning', 'pending', true)]), stats, cancel, requests([])] });
    await userEvent.click((await cardOf('Gutter cleaning')).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /Cancel Request|Yes/ }));
    expect(await screen.findByText('Request cancelled successfully')).toBeInTheDocument();
  });
});
