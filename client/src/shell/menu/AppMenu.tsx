import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { MenuIcon } from '../icons';

// The drawer (and its dialog machinery, sign-out and test-account documents) loads when the menu
// is first wanted, not with every first screen.
const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/** Hamburger menu button; the drawer mounts on the first open and stays mounted after. */
export function AppMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        rounded="full"
        // Fetch the drawer's code as the pointer or focus comes near, so it opens at once.
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} setOpen={setOpen} finalFocusEl={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
