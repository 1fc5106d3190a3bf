import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useAvailableWorkers, useAssignWorker } from '../api/jobs';
import { notify } from '../../../shell/toaster';
import { errorMessage } from '../../../lib/errors';
import { requestNumber } from '../../../lib/money';
import { useReturnFocus } from '../../../components/dialogs/useReturnFocus';

export interface AssignTarget {
  id: string;
  title: string;
}

export interface WorkerChoice {
  categoryName: string;
  distanceMiles?: number | null;
  provider: { id: string; name: string };
}

/**
 * The Assign Worker dialog: available workers as name plus category (or All Categories).
 * Pass `workers` to offer a given list (the eligible ones, with their distance); otherwise every available worker.
 */
export function AssignWorkerDialog({ target, onClose, workers, successTitle = 'Worker Assigned', failureText = 'Failed to assign worker to this request.' }: {
  target: AssignTarget | null;
  onClose: () => void;
  workers?: WorkerChoice[];
  successTitle?: string;
  failureText?: string;
}) {
  const open = target !== null;
  const returnFocus = useReturnFocus(open);
  const fetched = useAvailableWorkers(null, !open || !!workers);
  const options: WorkerChoice[] = workers ?? fetched.workers;
  const [providerId, setProviderId] = useState('');
  const [assign, state] = useAssignWorker();

  const close = () => {
    setProviderId('');
    onClose();
  };

  const submit = async () => {
    if (!target || !providerId) return;
    try {
      await assign(target.id, providerId);
      notify({ title: successTitle, description: 'The service request has been assigned successfully.', type: 'success' });
      close();
    } catch (error) {
      notify({ title: 'Assignment Failed', description: errorMessage(error, failureText), type: 'error' });
    }
  };

  return (
    <Dialog.Root finalFocusEl={returnFocus} open={open} onOpenChange={(e) => !e.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Assign Worker</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {target && (
                  <Text color="fg.muted">
                    {requestNumber(target.id)} · {target.title}
                  </Text>
                )}
                <Field.Root required>
                  <Field.Label>
                    Worker <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root disabled={fetched.loading && !workers}>
                    <NativeSelect.Field value={providerId} onChange={(e) => setProviderId(e.currentTarget.value)}>
                      <option value="">{fetched.loading && !workers ? 'Loading workers…' : 'Select a worker'}</option>
                      {options.map((w) => (
                        <option key={w.provider.id} value={w.provider.id}>
                          {w.provider.name} - {w.categoryName}
                          {typeof w.distanceMiles === 'number' ? ` (${w.distanceMiles.toFixed(1)} mi)` : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {!fetched.loading && options.length === 0 && <Field.HelperText>No workers are available right now.</Field.HelperText>}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button colorPalette="gold" onClick={() => void submit()} disabled={!providerId} loading={state.loading}>
                Assign Worker
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
