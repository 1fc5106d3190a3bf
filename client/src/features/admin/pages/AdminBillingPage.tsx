import { memo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { FiFileText } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminMoneyLive } from '../api/liveMoney';
import { AdminPage } from '../components/AdminPage';
import { adminIntros } from '../intros';
import { SemiAutomatedBanner } from '../placeholders';
import { ReviewQueue } from '../components/ReviewQueue';
import { AdminRequestDialog } from '../components/LazyDialogs';
import { BillingStatsGrid } from '../components/billing/BillingStatsGrid';
import { BillingSearch } from '../components/billing/BillingSearch';
import { PastDueSection } from '../components/billing/PastDueSection';
import { PaymentsSection } from '../components/billing/PaymentsSection';
import { RecentInvoicesSection } from '../components/billing/RecentInvoicesSection';
import { PayoutsSection } from '../components/billing/PayoutsSection';

/**
 * The page's sections, each with its own query: an answer, a live change or a tap re-renders the
 * section it concerns, not the whole page (opening a request's dialog re-renders none of them).
 */
const Sections = memo(function Sections({ onOpen }: { onOpen: (requestId: string) => void }) {
  return (
    <Stack gap="10">
      <SemiAutomatedBanner />
      <BillingStatsGrid />
      <BillingSearch onOpen={onOpen} />
      <PastDueSection onOpen={onOpen} />
      <ReviewQueue />
      <PaymentsSection />
      <RecentInvoicesSection onOpen={onOpen} />
      <PayoutsSection />
    </Stack>
  );
});

/** /billing: money in, money held for approval, money out. */
export default function AdminBillingPage() {
  useAdminMoneyLive();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <AdminPage {...adminIntros.billing}
      actions={<Button asChild colorPalette="gold"><RouterLink to="/admin/active-jobs"><FiFileText aria-hidden /> Create Invoice</RouterLink></Button>}>
      <Sections onOpen={setOpenId} />
      <AdminRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
