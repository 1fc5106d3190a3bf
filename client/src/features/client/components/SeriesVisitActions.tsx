import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { FiCalendar, FiSkipForward, FiXCircle } from 'react-icons/fi';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { notify } from '../../../shell/toaster';
import { useEndSeries, useSkipVisit } from '../api/seriesVisits';
import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { MoveVisitDialog as MoveVisitDialogView } from './MoveVisitDialog';

/** The move form (its date and time rules), downloaded the first time a visit is moved. */
const MoveVisitDialog = lazyDialog<Parameters<typeof MoveVisitDialogView>[0]>(() => import('./MoveVisitDialog').then((m) => m.MoveVisitDialog), (p) => p.open);

/** The visit the buttons act on: its id, its series, and the cancellation terms a skip would apply. */
export interface SeriesVisit {
  id: string;
  canCancel: boolean;
  cancelTerms?: string | null;
  series?: { id: string; position: number; total: number; status: string } | null;
}

/** "Skip this visit", "Move this visit" and "End series" for a client's visit of a recurring series. */
export function SeriesVisitActions({ visit, onChanged }: { visit: SeriesVisit; onChanged?: () => void }) {
  const [open, setOpen] = useState<'skip' | 'move' | 'end' | null>(null);
  const [skip, skipping] = useSkipVisit();
  const [end, ending] = useEndSeries();
  if (!visit.series || !visit.canCancel) return null;
  const label = `visit ${visit.series.position} of ${visit.series.total}`;

  const confirmSkip = async () => {
    try {
      await skip(visit.id);
      notify({ type: 'success', title: 'Visit skipped', description: `We cancelled ${label}; the rest of the series goes on.` });
      setOpen(null);
      onChanged?.();
    } catch (error) {
      notify({ type: 'error', title: 'Could not skip this visit', description: errorMessage(error, 'Please try again.') });
      setOpen(null);
    }
  };

  const confirmEnd = async () => {
    try {
      const n = await end(visit.id, visit.series!.id);
      notify({ type: 'success', title: 'Series ended', description: n === 1 ? 'We cancelled the 1 visit still to come.' : `We cancelled the ${n} visits still to come.` });
      setOpen(null);
      onChanged?.();
    } catch (error) {
      notify({ type: 'error', title: 'Could not end the series', description: errorMessage(error, 'Please try again.') });
      setOpen(null);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen('skip')}>
        <FiSkipForward aria-hidden /> Skip this visit
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('move')}>
        <FiCalendar aria-hidden /> Move this visit
      </Button>
      {visit.series.status === 'active' && (
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setOpen('end')}>
          <FiXCircle aria-hidden /> End series
        </Button>
      )}
      <ConfirmDialog
        open={open === 'skip'}
        title={`Skip ${label}?`}
        message={`${visit.cancelTerms ?? ''} This visit is cancelled; the other visits of the series stay as they are.`.trim()}
        confirmLabel="Yes, skip this visit"
        cancelLabel="Keep this visit"
        loading={skipping.loading}
        onConfirm={() => void confirmSkip()}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'end'}
        title="End this series?"
        message={`${visit.cancelTerms ?? ''} No further visits are made, and every visit still to come is cancelled. This cannot be undone.`.trim()}
        confirmLabel="Yes, end the series"
        cancelLabel="Keep the series"
        loading={ending.loading}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setOpen(null)}
      />
      <MoveVisitDialog open={open === 'move'} visitId={visit.id} label={label} onClose={() => setOpen(null)} onMoved={onChanged} />
    </>
  );
}
