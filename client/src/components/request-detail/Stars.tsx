import { Button, HStack } from '@chakra-ui/react';
import { FaStar } from 'react-icons/fa';

/** 1 to 5 stars; interactive when onChange is given (radio semantics for assistive tech). */
export function Stars({ value, onChange, size = 22, label = 'Rating' }: { value: number; onChange?: (v: number) => void; size?: number; label?: string }) {
  if (!onChange) {
    return (
      <HStack gap="0.5" role="img" aria-label={`${value} out of 5 stars`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <FaStar key={n} size={size} color={n <= value ? '#f5b942' : '#d4d4d8'} aria-hidden />
        ))}
      </HStack>
    );
  }
  return (
    <HStack gap="0.5" role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Button
          key={n}
          variant="ghost"
          size="sm"
          px="1"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n > 1 ? 's' : ''}`}
          onClick={() => onChange(n)}
        >
          <FaStar size={size} color={n <= value ? '#f5b942' : '#d4d4d8'} aria-hidden />
        </Button>
      ))}
    </HStack>
  );
}
