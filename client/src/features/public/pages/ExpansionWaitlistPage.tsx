import { useMemo, useState } from 'react';
import { Box, Button, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { FiCheck, FiMapPin } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { InputField, SelectField, SubmitButton } from '../../../components/form';
import { PageContainer } from '../../../components/page';
import { apiErrorInfo } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../shell/toaster';
import { useJoinWaitlist } from '../api/joinWaitlist';
import { loadWaitlistDraft } from '../../../lib/waitlist-draft';
import { STATE_OPTIONS } from '../../../lib/us-states';

interface Values {
  email: string;
  phone: string;
  city: string;
  state: string;
  zipCode: string;
}

const schema = Yup.object({
  email: Yup.string().trim().email('Please enter a valid email address').required('Email is required'),
  phone: Yup.string().trim().required('Phone is required'),
  zipCode: Yup.string().trim().matches(/^\d{5}$/, 'ZIP code must be 5 digits').required('ZIP code is required'),
});

/** /expansion-waitlist: what was typed is kept; the wording follows the user type (client or worker). */
export default function ExpansionWaitlistPage() {
  const draft = useMemo(() => loadWaitlistDraft(), []);
  const worker = draft.userType === 'worker';
  const [done, setDone] = useState<{ already: boolean } | null>(null);
  const [join] = useJoinWaitlist();

  if (done) {
    return (
      <PageContainer maxW="lg">
        <Stack align="center" textAlign="center" gap="5" bg="bg.panel" borderWidth="1px" rounded="2xl" p="10">
          <Circle size="16" bg="green.solid" color="white">
            <FiCheck size={32} aria-hidden />
          </Circle>
          <Heading as="h1" size="2xl">
            You're on the List!
          </Heading>
          <Text color="fg.muted">
            {done.already ? 'You were already on our list for this ZIP code, so there is nothing more to do. ' : ''}
            {worker ? "We'll reach out as soon as we start accepting providers in your area." : "We'll let you know as soon as Elite Services arrives in your area."}
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
        </Stack>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxW="2xl">
      <Box bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '6', md: '10' }} shadow="sm">
        <Stack gap="2" mb="6" textAlign="center" align="center">
          <Circle size="12" bg="brand.subtle" color="brand.fg">
            <FiMapPin size={24} aria-hidden />
          </Circle>
          <Heading as="h1" size="2xl">
            {worker ? "We're Not Hiring in Your Area Yet" : "We're Not in Your Area Yet"}
          </Heading>
          <Text color="fg.muted">
            {worker
              ? 'Elite Services is starting in Middle Tennessee. Join the waitlist and be among the first providers we bring on when we expand to your area.'
              : 'Elite Services is starting in Middle Tennessee. Join the waitlist and we will let you know the moment we can serve your address.'}
          </Text>
        </Stack>
        <Formik<Values>
          initialValues={{ email: draft.email ?? '', phone: draft.phone ?? '', city: draft.city ?? '', state: draft.state ?? '', zipCode: draft.zipCode ?? '' }}
          validationSchema={schema}
          onSubmit={async (v, { setErrors }) => {
            try {
              const res = await join({ email: v.email, phone: v.phone, zipCode: v.zipCode, city: v.city || null, state: v.state || null, userType: worker ? 'worker' : 'client' });
              notify({ title: 'Thank You!', description: "You've joined the expansion waitlist.", type: 'success' });
              sessionStorage.removeItem('waitlistDraft');
              setDone({ already: res.data?.joinWaitlist.alreadyJoined ?? false });
            } catch (error) {
              const info = apiErrorInfo(error);
              if (info.fields.length) setErrors(toFieldErrors<Values>(info.fields));
              else notify({ title: 'Error', description: 'Failed to join waitlist. Please try again.', type: 'error' });
            }
          }}
        >
          <Form noValidate aria-label="Join the waitlist">
            <Stack gap="4">
              <InputField name="email" label="Email" type="email" autoComplete="email" required />
              <InputField name="phone" label="Phone" type="tel" autoComplete="tel" required />
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                <InputField name="city" label="City" autoComplete="address-level2" />
                <SelectField name="state" label="State" placeholder="Select" options={STATE_OPTIONS} />
                <InputField name="zipCode" label="ZIP code" inputMode="numeric" maxLength={5} autoComplete="postal-code" required />
              </SimpleGrid>
              <SubmitButton size="lg" loadingText="Joining...">
                Join the Waitlist
              </SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Box>
    </PageContainer>
  );
}
