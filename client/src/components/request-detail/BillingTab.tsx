import { Badge, Separator, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCents } from '../../lib/money';
import { InfoCard, Row } from './parts';
import { graphql, useFragment, type FragmentType } from '../../gql';

/** What the Billing tab shows: the two transactions, every figure computed on the server. */
export const BillingTabFragment = graphql(`
  fragment BillingTab_request on ServiceRequest {
    appointmentFeePaid
    billing {
      consultationFeeCents
      consultationTotalCents
      serviceCostCents
      platformFeeCents
      salesTaxCents
      processingFeeCents
      tipCents
      serviceTotalCents
      consultationCreditCents
      balanceDueCents
      combinedTotalCents
      workerPayoutCents
      hundredDollarSpecial
      balancePaid
    }
  }
`);

/** The dual-transaction breakdown, every figure computed on the server. */
export function BillingTab({ request, viewer }: { request: FragmentType<typeof BillingTabFragment>; viewer: 'client' | 'worker' | 'admin' }) {
  const r = useFragment(BillingTabFragment, request);
  const b = r.billing;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <InfoCard title="Transaction 1: Consultation">
        <Row label="Consultation fee" value={formatCents(b.consultationFeeCents)} />
        <Row label="Processing fee" value={formatCents(b.consultationTotalCents - b.consultationFeeCents)} />
        <Separator my="1" />
        <Row label="Consultation total" value={formatCents(b.consultationTotalCents)} strong />
        <Badge alignSelf="flex-start" mt="1" colorPalette={r.appointmentFeePaid ? 'green' : 'orange'}>
          {r.appointmentFeePaid ? 'Paid' : 'Unpaid'}
        </Badge>
      </InfoCard>
      <InfoCard title="Transaction 2: Service">
        {b.hundredDollarSpecial && (
          <Text fontSize="sm" color="green.fg" fontWeight="semibold">
            $100 Special: covered by the consultation fee
          </Text>
        )}
        <Row label="Service cost" value={formatCents(b.serviceCostCents)} />
        <Row label="Platform fee (12%)" value={formatCents(b.platformFeeCents)} />
        <Row label="Sales tax (9.75%)" value={formatCents(b.salesTaxCents)} />
        <Row label="Processing fee" value={formatCents(b.processingFeeCents)} />
        {b.tipCents > 0 && <Row label="Tip" value={formatCents(b.tipCents)} />}
        <Separator my="1" />
        <Row label="Service total" value={formatCents(b.serviceTotalCents)} strong />
        <Row label="Consultation credit" value={`-${formatCents(b.consultationCreditCents)}`} />
        <Row label="Balance due" value={formatCents(b.balanceDueCents)} strong />
        <Badge alignSelf="flex-start" mt="1" colorPalette={b.balancePaid ? 'green' : 'orange'}>
          {b.balanceDueCents === 0 ? 'Covered by consultation fee' : b.balancePaid ? 'Balance paid' : 'Balance due'}
        </Badge>
      </InfoCard>
      <InfoCard title="Combined">
        <Row label="Combined total" value={formatCents(b.combinedTotalCents)} strong />
        {viewer !== 'client' && <Row label="Worker payout" value={formatCents(b.workerPayoutCents)} />}
      </InfoCard>
    </SimpleGrid>
  );
}
