import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { FiBriefcase, FiHome } from 'react-icons/fi';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, InputField, RadioCardField, SubmitButton, type FormStatus, type RadioCardOption } from '../../../components/form';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { afterRegisterPathFor } from '../../../shell/session/roles';
import { useRegister } from '../api/useRegister';
import { AuthCard } from '../components/AuthCard';
import { registerSchema } from '../validation';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  role: 'client' | 'worker';
}

const choices: RadioCardOption[] = [
  { value: 'client', label: 'Request services', description: 'Book trusted pros for your home and life', icon: <FiHome /> },
  { value: 'worker', label: 'Provide services', description: 'Join the elite network and earn', icon: <FiBriefcase /> },
];

/** /register: a client or worker account. Clients land on /request-status, workers on /worker-setup. */
export default function RegisterPage() {
  const [register] = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialRole = params.get('role') === 'worker' ? 'worker' : 'client';
  const referralCode = params.get('ref')?.trim() || null;

  return (
    <AuthCard
      title="Create your account"
      subtitle="It takes less than a minute"
      footer={
        <Text>
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Formik<RegisterValues>
        initialValues={{ firstName: '', lastName: '', email: '', phone: '', password: '', role: initialRole }}
        validationSchema={registerSchema}
        onSubmit={async (values, { setErrors, setStatus }) => {
          setStatus(null);
          try {
            await register({
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phone: values.phone.trim() || null,
              password: values.password,
              role: values.role,
              ...(referralCode ? { referralCode } : {}),
            });
            navigate(afterRegisterPathFor(values.role), { replace: true });
          } catch (error) {
            const info = apiErrorInfo(error);
            if (info.fields.length > 0) setErrors(toFieldErrors<RegisterValues>(info.fields));
            else setStatus({ title: info.network ? NETWORK_ERROR_MESSAGE : info.message || 'Registration failed' } satisfies FormStatus);
          }
        }}
      >
        {({ status }) => (
          <Form noValidate aria-label="Create account">
            <Stack gap="4">
              <FormAlert status={status as FormStatus | null} />
              <RadioCardField
                name="role"
                legend="I want to"
                options={choices}
                columns={2}
              />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <InputField name="firstName" label="First name" autoComplete="given-name" />
                <InputField name="lastName" label="Last name" autoComplete="family-name" />
              </SimpleGrid>
              <InputField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
              <InputField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" placeholder="(615) 555-0100" />
              <InputField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                helperText="At least 8 characters"
              />
              <SubmitButton size="lg" width="full" loadingText="Creating account...">
                Create Account
              </SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
