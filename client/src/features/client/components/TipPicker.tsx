import { Box, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import * as Yup from 'yup';
import { InputField, RadioCardField } from '../../../components/form';
import { formatCents } from '../../../lib/money';

/** The tip choices: none, 15%, 20% or 25% of the service cost, or an amount of the client's own. */
export const TIP_PERCENTS = [15, 20, 25] as const;
export type TipChoice = 'none' | '15' | '20' | '25' | 'custom';

export interface TipValues {
  tip: TipChoice;
  /** dollars, as typed: "12.50" */
  customTip: string;
}

export const initialTipValues: TipValues = { tip: 'none', customTip: '' };

/** The server's money limit for a tip ($1,000,000). */
const MAX_TIP_DOLLARS = 1_000_000;

export const tipSchema = Yup.object({
  tip: Yup.string().oneOf(['none', '15', '20', '25', 'custom']).required(),
  customTip: Yup.string().when('tip', {
    is: 'custom',
    then: (s) =>
      s
        .trim()
        .required('Enter a tip amount')
        .matches(/^\d+(\.\d{1,2})?$/, 'Enter a dollar amount, like 12.50')
        .test('positive', 'A tip must be more than $0.00', (v) => Number(v) > 0)
        .test('limit', 'A tip cannot exceed $1,000,000.00', (v) => Number(v) <= MAX_TIP_DOLLARS),
    otherwise: (s) => s,
  }),
});

/** A percentage of the service cost in whole cents, rounded half up (as the server rounds money): 20% of $140.00 is $28.00. */
export function percentTip(serviceCostCents: number, percent: number): number {
  return Math.floor((serviceCostCents * percent) / 100 + 0.5);
}

/** The tip the values choose, in cents (0: none; NaN while a custom amount is not valid). */
export function tipCentsOf(v: TipValues, serviceCostCents: number): number {
  if (v.tip === 'none') return 0;
  if (v.tip === 'custom') return /^\d+(\.\d{1,2})?$/.test(v.customTip.trim()) ? Math.round(Number(v.customTip.trim()) * 100) : Number.NaN;
  return percentTip(serviceCostCents, Number(v.tip));
}

/** The tip choice cards and, for a custom tip, its amount (inside a Formik form of TipValues). */
export function TipFields({ serviceCostCents }: { serviceCostCents: number }) {
  const { values } = useFormikContext<TipValues>();
  const options = [
    { value: 'none', label: 'No tip' },
    ...TIP_PERCENTS.map((p) => ({ value: String(p), label: `${p}%`, description: formatCents(percentTip(serviceCostCents, p)) })),
    { value: 'custom', label: 'Custom', description: 'Your amount' },
  ];
  return (
    <Stack gap="3" data-testid="tip-picker">
      <RadioCardField name="tip" legend={`Add a tip for your worker (100% goes to them; service cost ${formatCents(serviceCostCents)})`} options={options} columns={{ base: 2, sm: 5 }} />
      {values.tip === 'custom' && (
        <Box maxW="xs">
          <InputField name="customTip" label="Tip amount ($)" inputMode="decimal" placeholder="10.00" />
        </Box>
      )}
    </Stack>
  );
}
