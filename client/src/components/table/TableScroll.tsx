import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A table's own horizontal scroll box: on a narrow screen the table scrolls inside it instead
 * of the page scrolling sideways. The box is a named region that takes keyboard focus, so the
 * arrow keys scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children, ...rest }: BoxProps & { label: string }) {
  return (
    <Box
      overflowX="auto"
      maxW="full"
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="gold"
      {...rest}
    >
      {children}
    </Box>
  );
}
