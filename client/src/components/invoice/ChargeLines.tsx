import { Box, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';

/** One line of what a payer is charged, as the server's billing rule names and prices it. */
export const ChargeLineFields = graphql(`
  fragment ChargeLines_line on ChargeLine {
    label
    amountCents
  }
`);

/** The server's charge lines (checkout, the invoice preview), label and amount; a credit shows as a negative amount. */
export function ChargeLines({ lines, label = 'Charges' }: { lines: ReadonlyArray<FragmentType<typeof ChargeLineFields>>; label?: string }) {
  const shown = useFragment(ChargeLineFields, lines);
  return (
    <Box as="dl" aria-label={label}>
      {shown.map((line) => (
        <HStack key={line.label} justify="space-between">
          <Text as="dt">{line.label}</Text>
          <Text as="dd">{formatCents(line.amountCents)}</Text>
        </HStack>
      ))}
    </Box>
  );
}
