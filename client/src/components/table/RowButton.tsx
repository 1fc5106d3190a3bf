import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/**
 * The keyboard way into a clickable row or list item: a plain-looking button around the row's
 * title that does what clicking the row does (a row itself cannot take focus or Enter).
 */
export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <chakra.button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      textAlign="start"
      cursor="pointer"
      rounded="sm"
      _hover={{ textDecoration: 'underline' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </chakra.button>
  );
}
