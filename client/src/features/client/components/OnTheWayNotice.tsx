import { Alert } from '@chakra-ui/react';
import { FiTruck } from 'react-icons/fi';
import { formatTime } from '../../../lib/format';

/** How long after the estimated arrival the notice still shows (the worker may be a little late). */
const GRACE_MINUTES = 30;
/** Without an estimate, the notice shows this long. */
const WITHOUT_ESTIMATE_MINUTES = 60;

interface Props {
  status: string;
  onMyWayAt?: string | null;
  etaMinutes?: number | null;
  now?: Date;
}

/**
 * "Your worker is on the way": shown on the client's request while the job is under way and the
 * worker said "On my way" recently. It arrives live with the request's change (requestChanged),
 * so it appears without a reload; the region is polite so a screen reader announces it.
 */
export function OnTheWayNotice({ status, onMyWayAt, etaMinutes, now = new Date() }: Props) {
  if (!onMyWayAt || (status !== 'scheduled' && status !== 'in_progress')) return null;
  const since = (now.getTime() - new Date(onMyWayAt).getTime()) / 60_000;
  if (since > (etaMinutes ?? WITHOUT_ESTIMATE_MINUTES) + GRACE_MINUTES) return null;
  return (
    <Alert.Root status="success" rounded="md" role="status" aria-live="polite" data-testid="on-the-way">
      <Alert.Indicator>
        <FiTruck aria-hidden />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{etaMinutes ? `Your worker is on the way — arriving in about ${etaMinutes} min` : 'Your worker is on the way'}</Alert.Title>
        <Alert.Description>{`Set off at ${formatTime(onMyWayAt)} (Central time)${etaMinutes ? '; the estimate is the distance at an average 30 mph, so traffic may change it.' : '.'}`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
