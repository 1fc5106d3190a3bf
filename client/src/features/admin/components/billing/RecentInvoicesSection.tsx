import { useRecentInvoices } from '../../api/adminRecentInvoices';
import { InvoiceRows } from '../InvoiceRows';
import { Empty, ListSkeleton, LoadError, Section } from '../ui';

/** Recent Invoices: the ten latest, with their badges, Pay and edit-amount. */
export function RecentInvoicesSection({ onOpen: setOpenId }: { onOpen: (requestId: string) => void }) {
  const recent = useRecentInvoices();
  return (
    <Section title="Recent Invoices" count={recent.rows.length}>
      {recent.loading ? <ListSkeleton rows={2} /> : recent.error ? <LoadError error={recent.error} fallback="Failed to fetch invoices" /> : recent.rows.length === 0 ? (
        <Empty title="No invoices yet" description="Completed work appears here with its invoice." />
      ) : <InvoiceRows rows={recent.rows} onOpen={setOpenId} />}
    </Section>
  );
}
