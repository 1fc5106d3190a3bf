import { useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiCalendar, FiSkipForward, FiXCircle } from 'react-icons/fi';
import { InputField, SubmitButton } from '../../../components/form';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { apiErrorInfo, errorMessage } from '../../../lib/errors';
import { parseBusinessTime } from '../../../lib/time';
import { notify } from '../../../shell/toaster';
import { useEndSeries, useRescheduleVisit, useSkipVisit } from '../api/seriesVisits';
import { todayLocal } from '../wizard/model';

/** The visit the buttons act on: its id, its series, and the cancellation terms a skip would apply. */
export interface SeriesVisit {
  id: string;
  canCancel: boolean;
  cancelTerms?: string | null;
  series?: { id: string; position: number; total: number; status: string } | null;
}

interface MoveValues {
  date: string;
  time: string;
}

const moveSchema = Yup.object({
  date: Yup.string().required('Choose the new day'),
  time: Yup.string()
    .required('Choose the new time')
    .test('future', 'Choose a time in the future', function (time) {
      const at = this.parent.date && time ? parseBusinessTime(`${this.parent.date} ${time}`) : null;
      return !at || at.getTime() > Date.now();
    }),
});

/** "Skip this visit", "Move this visit" and "End series" for a client's visit of a recurring series. */
export function SeriesVisitActions({ visit, onChanged }: { visit: SeriesVisit; onChanged?: () => void }) {
  const [open, setOpen] = useState<'skip' | 'move' | 'end' | null>(null);
  const [skip, skipping] = useSkipVisit();
  const [move] = useRescheduleVisit();
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
      <Dialog.Root open={open === 'move'} onOpenChange={(e) => !e.open && setOpen(null)} placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Formik<MoveValues>
                initialValues={{ date: '', time: '09:00' }}
                validationSchema={moveSchema}
                onSubmit={async (v, { setErrors }) => {
                  try {
                    await move(visit.id, `${v.date} ${v.time}`);
                    notify({ type: 'success', title: 'Visit moved', description: `We told your provider about the new time of ${label}.` });
                    setOpen(null);
                    onChanged?.();
                  } catch (error) {
                    const info = apiErrorInfo(error);
                    const field = info.fields.find((f) => f.path === 'scheduledAt');
                    if (field) setErrors({ date: field.message });
                    else notify({ type: 'error', title: 'Could not move this visit', description: info.message || 'Please try again.' });
                  }
                }}
              >
                <Form noValidate aria-label="Move this visit">
                  <Dialog.Header>
                    <Dialog.Title>Move {label}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Text fontSize="sm" color="fg.muted">
                        Choose the new day and time (Central time). Your provider is told at once.
                      </Text>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                        <InputField name="date" label="New date" type="date" min={todayLocal()} required />
                        <InputField name="time" label="New time" type="time" step={900} required />
                      </SimpleGrid>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <HStack gap="2">
                      <Button variant="outline" onClick={() => setOpen(null)}>
                        Cancel
                      </Button>
                      <SubmitButton loadingText="Moving...">Move visit</SubmitButton>
                    </HStack>
                  </Dialog.Footer>
                </Form>
              </Formik>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
