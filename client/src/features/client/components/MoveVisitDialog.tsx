import { Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { InputField, SubmitButton } from '../../../components/form';
import { apiErrorInfo } from '../../../lib/errors';
import { parseBusinessTime } from '../../../lib/time';
import { notify } from '../../../shell/toaster';
import { useRescheduleVisit } from '../api/seriesVisits';
import { todayLocal } from '../wizard/model';

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

/** "Move this visit": a new day and time for one visit of a recurring series; its provider is told. */
export function MoveVisitDialog({ open, visitId, label, onClose, onMoved }: { open: boolean; visitId: string; label: string; onClose: () => void; onMoved?: () => void }) {
  const [move] = useRescheduleVisit();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<MoveValues>
              initialValues={{ date: '', time: '09:00' }}
              validationSchema={moveSchema}
              onSubmit={async (v, { setErrors }) => {
                try {
                  await move(visitId, `${v.date} ${v.time}`);
                  notify({ type: 'success', title: 'Visit moved', description: `We told your provider about the new time of ${label}.` });
                  onClose();
                  onMoved?.();
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
                    <Button variant="outline" onClick={() => onClose()}>
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
  );
}
