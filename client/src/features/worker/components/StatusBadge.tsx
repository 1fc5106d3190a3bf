import { Badge } from '@chakra-ui/react';
import { statusLabel, statusPalette } from '../../../lib/money';

/** A request status as the worker sees it. */
export function JobStatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={statusPalette(status)}>{statusLabel(status)}</Badge>;
}

const CHECK: Record<string, { label: string; palette: string }> = {
  approved: { label: 'Approved', palette: 'green' },
  pending: { label: 'Pending Review', palette: 'yellow' },
  rejected: { label: 'Not Approved', palette: 'red' },
};

/** A background-check or document status. */
export function CheckBadge({ status, approvedLabel }: { status: string; approvedLabel?: string }) {
  const c = CHECK[status] ?? { label: status, palette: 'gray' };
  return <Badge colorPalette={c.palette}>{status === 'approved' && approvedLabel ? approvedLabel : c.label}</Badge>;
}
