import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import RequestStatusPage from '../../client/src/features/client/pages/RequestStatusPage';
import { CancelServiceRequestDocument } from '../../client/src/features/client/api/cancelServiceRequest';
import { MyRequestsDocument } from '../../client/src/features/client/api/myRequests';
import { MyClientStatsDocument } from '../../client/src/features/client/api/myClientStats';
import { EndSeriesDocument, RescheduleVisitDocument, SkipVisitDocument } from '../../client/src/features/client/api/seriesVisits';
import { InMemoryCache } from '@apollo/client';
import { connectionField } from '../../client/src/lib/pagination';
import { renderScreen } from './support/render';

/** The app's cache rules for My Requests (client/src/apollo.ts): a visit's series lives inside its visit. */
const appCache = () => new InMemoryCache({ typePolicies: { SeriesInfo: { keyFields: false }, Query: { fields: { myRequests: connectionField() } } } });

function card(id: string, title: string, status: string, canCancel: boolean, cancelTerms: string | null = null) {
  return {
    __typename: 'ServiceRequest',
    id,
    title,
    description: 'Work to do',
    status,
    displayStatus: status,
    canCancel,
    canEdit: status === 'pending' && canCancel,
    cancelTerms,
    appointmentFeePaid: true,
    priority: 'normal',
    serviceTypeName: null,
    address: { __typename: 'Address', street: '1 Main St', city: 'Nashville', state: 'TN', zipCode: '37201' },
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
    series: null as null | { __typename: 'SeriesInfo'; id: string; position: number; total: number; frequency: string; status: string },
    onMyWayAt: null,
    etaMinutes: null,
  };
}

/** A visit of a weekly series of 6. */
function visit(id: string, position: number, status: string, canCancel: boolean, extra: Partial<ReturnType<typeof card>> = {}) {
  return { ...card(id, 'Weekly clean', status, canCancel, 'The visit is more than 24 hours away, so nothing is charged.'), series: { __typename: 'SeriesInfo' as const, id: '9', position, total: 6, frequency: 'WEEKLY', status: 'active' }, ...extra };
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
      result: { data: { cancelServiceRequest: { __typename: 'ServiceRequest', id: '1', status: 'cancelled', displayStatus: 'cancelled', canCancel: false, canEdit: false, cancelTerms: null, billingEntry: null, clientStats: { __typename: 'ClientStats', totalRequests: 2, completed: 0, averageRatingGiven: null, reviewCount: 0, memberSince: '2026-01-01T00:00:00.000Z', pendingProviderApplication: false } } } },
    };
    const terms = 'No provider has been assigned yet, so your $102.99 consultation fee will be refunded to your original payment method (5-10 business days).';
    renderScreen(<RequestStatusPage />, { mocks: [requests([card('1', 'Gutter cleaning', 'pending', true, terms)]), stats, cancel, requests([])] });
    await userEvent.click((await cardOf('Gutter cleaning')).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('alertdialog');
    // What happens to the fee is said before the client confirms, in the server's words.
    expect(within(confirm).getByText(/your \$102\.99 consultation fee will be refunded/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /Cancel Request|Yes/ }));
    expect(await screen.findByText('Request cancelled successfully')).toBeInTheDocument();
  });

  it('shows a visit of a series as "Visit 3 of 6" with Skip, Move and End series instead of Cancel Request', async () => {
    renderScreen(<RequestStatusPage />, { mocks: [requests([visit('3', 3, 'scheduled', true)]), stats] });
    const c = await cardOf('Weekly clean');
    expect(c.getByText('Visit 3 of 6')).toBeInTheDocument();
    expect(c.getByText('weekly')).toBeInTheDocument();
    for (const name of [/Skip this visit/, /Move this visit/, /End series/]) expect(c.getByRole('button', { name })).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
  });

  it('skips a visit after confirmation: the answer takes it off the current requests', async () => {
    const skip: MockedResponse = { request: { query: SkipVisitDocument, variables: { requestId: '3' } }, result: { data: { skipVisit: visit('3', 3, 'cancelled', false) } } };
    renderScreen(<RequestStatusPage />, { mocks: [requests([visit('3', 3, 'scheduled', true)]), stats, skip] });
    await userEvent.click((await cardOf('Weekly clean')).getByRole('button', { name: /Skip this visit/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/nothing is charged/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, skip this visit' }));
    expect(await screen.findByText('Visit skipped')).toBeInTheDocument();
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  });

  it('moves a visit: the date and time are checked inline, then the new time is shown from the answer', async () => {
    const moved = { ...visit('3', 3, 'scheduled', true), scheduledAt: '2030-01-15T16:30:00.000Z' };
    const move: MockedResponse = { request: { query: RescheduleVisitDocument, variables: { requestId: '3', scheduledAt: '2030-01-15 10:30' } }, result: { data: { rescheduleVisit: moved } } };
    renderScreen(<RequestStatusPage />, { mocks: [requests([visit('3', 3, 'scheduled', true)]), stats, move] });
    await userEvent.click((await cardOf('Weekly clean')).getByRole('button', { name: /Move this visit/ }));
    const form = await screen.findByRole('form', { name: 'Move this visit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Move visit' }));
    expect(await within(form).findByText('Choose the new day')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/New date/), '2030-01-15');
    await userEvent.clear(within(form).getByLabelText(/New time/));
    await userEvent.type(within(form).getByLabelText(/New time/), '10:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Move visit' }));
    expect(await screen.findByText('Visit moved')).toBeInTheDocument();
    expect(await screen.findByText(/Jan 15, 2030/)).toBeInTheDocument();
  });

  it('ends the series after confirmation: the visits to come leave, the one under way no longer offers End series', async () => {
    const end: MockedResponse = {
      request: { query: EndSeriesDocument, variables: { requestId: '3' } },
      result: { data: { endSeries: [visit('3', 3, 'cancelled', false), visit('4', 4, 'cancelled', false)] } },
    };
    const underWay = visit('2', 2, 'in_progress', true, { title: 'Weekly clean under way' });
    renderScreen(<RequestStatusPage />, { mocks: [requests([underWay, visit('3', 3, 'scheduled', true), visit('4', 4, 'scheduled', true)]), stats, end], cache: appCache() });
    expect(await screen.findAllByText('Weekly clean')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /End series/ })).toHaveLength(3);
    await userEvent.click(within(screen.getByTestId('request-card-3')).getByRole('button', { name: /End series/ }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, end the series' }));
    expect(await screen.findByText('We cancelled the 2 visits still to come.')).toBeInTheDocument();
    await screen.findByText('Weekly clean under way');
    expect(await screen.findByText('Visit 2 of 6')).toBeInTheDocument();
    expect(screen.queryByText('Weekly clean')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End series/ })).not.toBeInTheDocument();
    expect((await cardOf('Weekly clean under way')).getByRole('button', { name: /Skip this visit/ })).toBeInTheDocument();
  });
});
