import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useReturnFocus } from '../../../components/dialogs/useReturnFocus';

/** Asks for a required reason (rejecting a transaction or an application). */
export function ReasonDialog({ open, title, label = 'Reason', confirmLabel, onCancel, onConfirm, loading }: {
  open: boolean;
  title: string;
  label?: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  loading?: boolean;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const returnFocus = useReturnFocus(open);
  const blank = reason.trim().length === 0;
  return (
    <Dialog.Root finalFocusEl={returnFocus} open={open} onOpenChange={(e) => { if (!e.open) { setReason(''); setTouched(false); onCancel(); } }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={touched && blank}>
                <Field.Label>
                  {label} <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} onBlur={() => setTouched(true)} rows={3} />
                <Field.ErrorText>A reason is required.</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => { setReason(''); setTouched(false); onCancel(); }}>
                Cancel
              </Button>
              <Button colorPalette="red" disabled={blank} loading={loading} onClick={() => { onConfirm(reason.trim()); setReason(''); setTouched(false); }}>
                {confirmLabel}
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
