import { useEffect, useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

/**
 * For a visitor with unsaved answers: links away from the wizard ask 'Are you sure you want
 * to leave?' first (the app's router is a history router without data APIs, so clicks are intercepted here).
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const [target, setTarget] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return undefined;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('data-keep-draft')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setTarget(`${url.pathname}${url.search}`);
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active]);

  return (
    <Dialog.Root open={target !== null} onOpenChange={(e) => !e.open && setTarget(null)} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Are you sure you want to leave?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your request is not submitted yet. If you leave now, what you entered will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setTarget(null)}>
                Stay Here
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  const to = target;
                  sessionStorage.removeItem('clientAppDraft');
                  setTarget(null);
                  if (to) navigate(to);
                }}
              >
                Yes, Leave &amp; Lose Changes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
