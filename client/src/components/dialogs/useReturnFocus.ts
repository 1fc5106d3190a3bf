import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a dialog's `finalFocusEl`: on close, the focus goes back to what opened the dialog (the
 * default) while that is still on the page. When the dialog's action removed it (an assigned
 * job leaves its list, a completed job's actions give way to its outcome), it goes to the
 * dialog the opener was in, if that is still open (a confirmation inside a job's dialog: the
 * focus stays in the job's dialog, which would otherwise close as focus left it), else to the
 * page's main region, instead of being dropped on the document body.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const opener = useRef<Element | null>(null);
  const openerDialog = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before the dialog takes the focus: what has it now opened the dialog.
    if (open) {
      opener.current = document.activeElement;
      openerDialog.current = opener.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null;
    }
  }, [open]);
  return useCallback(() => {
    if (!opener.current || opener.current.isConnected) return null;
    if (openerDialog.current?.isConnected) return openerDialog.current;
    return document.getElementById('main');
  }, []);
}
