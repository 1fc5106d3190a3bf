import { Box, Circle, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { FiCheck } from 'react-icons/fi';
import { STEPS } from './model';

/** Four numbered circles; only earlier steps can be clicked (back only). */
export function ProgressSteps({ step, onBack }: { step: number; onBack: (step: number) => void }) {
  return (
    <chakra.nav aria-label="Request progress" mb="8">
      <HStack as="ol" listStyleType="none" justify="space-between" gap="2">
        {STEPS.map((label, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <Box as="li" key={label} flex="1" position="relative">
              <Stack align="center" gap="1">
                <chakra.button
                  type="button"
                  onClick={() => done && onBack(i)}
                  disabled={!done}
                  aria-current={current ? 'step' : undefined}
                  aria-label={`Step ${i + 1}: ${label}${done ? ' (go back)' : ''}`}
                  cursor={done ? 'pointer' : 'default'}
                  rounded="full"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                >
                  <Circle size="10" bg={done || current ? 'brand.solid' : 'bg.muted'} color={done || current ? 'white' : 'fg.muted'} fontWeight="bold" borderWidth={current ? '3px' : 0} borderColor="gold.solid">
                    {done ? <FiCheck aria-hidden /> : i + 1}
                  </Circle>
                </chakra.button>
                <Text fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} color={current ? 'fg' : 'fg.muted'}>
                  {label}
                </Text>
              </Stack>
            </Box>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
