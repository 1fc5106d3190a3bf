import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { InputField, SelectField } from '../../../components/form';
import { useServiceTypes } from '../api/catalog';
import type { WizardValues } from './model';
import { REQUEST_TEXT_LIMITS as L } from './limits';

/** Step 2: the service type; a 'Custom...' type asks for its own title. Next waits for a choice. */
export function StepType({ categoryName, onBack, onNext }: { categoryName: string; onBack: () => void; onNext: () => void }) {
  const { values } = useFormikContext<WizardValues>();
  const { types, loading } = useServiceTypes(values.categoryId ? Number(values.categoryId) : null);
  const isCustom = /^custom/i.test(values.title);
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Which {categoryName} service?
      </Heading>
      <SelectField
        name="title"
        label="Service type"
        placeholder={loading ? 'Loading...' : 'Select a service type'}
        options={types.map((t) => ({ value: t.name, label: t.name }))}
        required
      />
      {isCustom && <InputField name="customTitle" label="Custom Service Title" placeholder="Describe the service in a few words" maxChars={L.customTitle} />}
      <HStack justify="space-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button colorPalette="brand" onClick={onNext} disabled={!values.title}>
          Next
        </Button>
      </HStack>
    </Stack>
  );
}
