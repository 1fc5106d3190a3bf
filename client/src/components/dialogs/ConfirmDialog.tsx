import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useReturnFocus } from './useReturnFocus';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  palette?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one accessible confirmation (alertdialog) before an action that cannot be taken back. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', palette = 'red', loading, onConfirm, onCancel }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root finalFocusEl={returnFocus} role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette={palette} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
