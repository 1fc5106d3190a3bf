import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { InputField, SelectField, TextareaField } from '../../../components/form';
import { STATE_OPTIONS, contactSchema, type WizardValues } from './model';
import { REQUEST_TEXT_LIMITS as L } from './limits';

/** Step 3: contact details, description and the service location. Next waits until every required field is filled. */
export function StepContact({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { values, setValues } = useFormikContext<WizardValues>();
  const valid = contactSchema().isValidSync(values);

  const toggleSame = (checked: boolean) => {
    // Checking 'same address' copies the contact address into the service address.
    setValues(
      checked
        ? { ...values, sameAddress: true, serviceAddress: values.contactAddress, serviceCity: values.contactCity, serviceState: values.contactState || 'TN', serviceZipCode: values.contactZipCode }
        : { ...values, sameAddress: false },
    );
  };

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Your contact details
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField name="contactName" maxChars={L.contactName} label="Full name" autoComplete="name" required />
        <InputField name="contactPhone" maxChars={L.contactPhone} label="Phone" type="tel" autoComplete="tel" required />
        <InputField name="contactEmail" maxChars={L.contactEmail} label="Email" type="email" autoComplete="email" required />
        <InputField name="contactAddress" maxChars={L.contactAddress} label="Street address" autoComplete="street-address" required />
        <InputField name="contactCity" maxChars={L.contactCity} label="City" autoComplete="address-level2" required />
        <SimpleGrid columns={2} gap="4">
          <SelectField name="contactState" label="State" placeholder="Select" options={STATE_OPTIONS} required />
          <InputField name="contactZipCode" label="ZIP code" inputMode="numeric" maxLength={5} autoComplete="postal-code" required />
        </SimpleGrid>
      </SimpleGrid>
      <TextareaField name="description" maxChars={L.description} label="Describe what you need" rows={4} required placeholder="Rooms, sizes, access notes, anything that helps us match the right pro" />
      <Box borderWidth="1px" rounded="lg" p="4">
        <Stack gap="4">
          <Heading as="h3" size="sm">
            Service location
          </Heading>
          <label>
            <HStack gap="3">
              <input type="checkbox" name="sameAddress" checked={values.sameAddress} onChange={(e) => toggleSame(e.target.checked)} style={{ width: 16, height: 16 }} />
              <Text fontSize="sm" fontWeight="medium">
                Service address is the same as my contact address
              </Text>
            </HStack>
          </label>
          {values.sameAddress ? (
            <Text fontSize="sm" color="fg.muted">
              {values.contactAddress ? `${values.contactAddress}, ${values.contactCity}, ${values.contactState} ${values.contactZipCode}` : 'We will come to your contact address.'}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <InputField name="serviceAddress" maxChars={L.serviceAddress} label="Service street address" required />
              <InputField name="serviceCity" maxChars={L.serviceCity} label="Service city" required />
              <SelectField name="serviceState" label="Service state" options={STATE_OPTIONS} required />
              <InputField name="serviceZipCode" label="Service ZIP code" inputMode="numeric" maxLength={5} required />
            </SimpleGrid>
          )}
        </Stack>
      </Box>
      <HStack justify="space-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button colorPalette="brand" onClick={onNext} disabled={!valid}>
          Next
        </Button>
      </HStack>
    </Stack>
  );
}
