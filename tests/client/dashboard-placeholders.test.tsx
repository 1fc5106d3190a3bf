import { screen, within } from '@testing-library/react';
import AdminDashboardPage from '../../client/src/features/admin/pages/AdminDashboardPage';
import { AdminDashboardStatsDocument } from '../../client/src/features/admin/api/adminDashboardStats';
import { AdminServiceRequestsDocument } from '../../client/src/features/admin/api/adminServiceRequests';
import { renderScreen } from './support/render';

/** The dashboard's tiles and section counts while their figures are on the way, and when they could not be had. */
describe('Admin dashboard counters', () => {
  it('show placeholders while their sections load, never a false 0', async () => {
    // The tiles' and All Services' answers are on the way (they never come here).
    renderScreen(<AdminDashboardPage />, {
      mocks: [
        { request: { query: AdminDashboardStatsDocument }, result: { data: null }, delay: Infinity },
        { request: { query: AdminServiceRequestsDocument, variables: { status: null } }, result: { data: null }, delay: Infinity },
      ],
    });
    const tile = await screen.findByRole('link', { name: /Pending \(Paid\)/ });
    expect(tile).not.toHaveTextContent(/\d/);
    const services = screen.getByRole('region', { name: 'All Services' });
    expect(within(services).getByLabelText('Counting')).toBeInTheDocument();
    expect(within(services).queryByText('0')).not.toBeInTheDocument();
  });

  it('show a dash where the figures could not be loaded', async () => {
    renderScreen(<AdminDashboardPage />, { mocks: [{ request: { query: AdminDashboardStatsDocument }, error: new Error('The network went away') }] });
    const tile = await screen.findByRole('link', { name: /Pending \(Paid\)/ });
    expect(await within(tile).findByLabelText('Not available')).toBeInTheDocument();
    expect(tile).not.toHaveTextContent(/\d/);
    const earnings = screen.getByRole('link', { name: /Earnings/ });
    expect(earnings).not.toHaveTextContent('$0.0k');
  });
});
