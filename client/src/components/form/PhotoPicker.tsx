import { useRef } from 'react';
import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { FiCamera, FiX } from 'react-icons/fi';

const HiddenFile = chakra('input');

export interface PhotoPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The most photos one upload takes. */
  max: number;
  /** The button's words ("Attach Photos"). */
  buttonLabel: string;
  /** Other controls on the same row (a send button). */
  children?: React.ReactNode;
}

/** Picks images (several at once) to upload with a form: a button, the picked files as removable chips. */
export function PhotoPicker({ files, onChange, max, buttonLabel, children }: PhotoPickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenFile
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        display="none"
        aria-label="Attach photos"
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          const picked = Array.from(e.target.files ?? []).filter((f) => f.type.startsWith('image/'));
          onChange([...files, ...picked].slice(0, max));
          e.target.value = '';
        }}
      />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={files.length >= max}>
          <FiCamera aria-hidden /> {buttonLabel}
        </Button>
        {files.map((f, i) => (
          <HStack key={`${f.name}-${i}`} gap="1" px="2" py="1" borderWidth="1px" rounded="md" fontSize="xs">
            <Text maxW="40" truncate>
              {f.name}
            </Text>
            <Button size="2xs" variant="ghost" aria-label={`Remove ${f.name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
              <FiX />
            </Button>
          </HStack>
        ))}
        {children}
      </HStack>
    </>
  );
}
