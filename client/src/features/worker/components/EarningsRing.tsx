import { Box, Stack, Text } from '@chakra-ui/react';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatCents } from '../../../lib/money';

const COLORS = ['#f5b942', '#e29d1b', '#c27c12', '#fcdc8d', '#9b5c12', '#f8c95a', '#7d4915'];

/** The week's earnings by day (Sunday to Saturday) as a ring, with the total in the middle. */
export function EarningsRing({ week, size = 220 }: { week: { day: string; date: string; cents: number }[]; size?: number }) {
  const total = week.reduce((s, d) => s + d.cents, 0);
  const data = total > 0 ? week.filter((d) => d.cents > 0) : [{ day: 'none', date: '', cents: 1 }];
  const summary = week.map((d) => `${d.day} ${formatCents(d.cents)}`).join(', ');
  return (
    <Box position="relative" width={`${size}px`} height={`${size}px`} role="img" aria-label={`Earnings this week: ${formatCents(total)}. ${summary}`}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={data} dataKey="cents" nameKey="day" innerRadius="68%" outerRadius="95%" paddingAngle={total > 0 && data.length > 1 ? 2 : 0} stroke="none" isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.day} fill={total > 0 ? COLORS[i % COLORS.length] : 'var(--chakra-colors-bg-muted)'} />
            ))}
          </Pie>
          {total > 0 && <Tooltip formatter={(value) => formatCents(Number(value))} />}
        </PieChart>
      </ResponsiveContainer>
      <Stack position="absolute" inset="0" align="center" justify="center" gap="0" pointerEvents="none">
        <Text fontSize="xs" color="fg.muted">
          This week
        </Text>
        <Text fontSize="xl" fontWeight="bold">
          {formatCents(total)}
        </Text>
      </Stack>
    </Box>
  );
}
