import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert, InputField, SubmitButton, type FormStatus } from '../../../components/form';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/useRequestPasswordReset';
import { AuthCard } from '../components/AuthCard';
import { forgotPasswordSchema } from '../validation';

interface Values {
  email: string;
}

/** /forgot-password: asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Text>
          Remembered it?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      {sent ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your e-mail</Alert.Title>
              <Alert.Description>{sent}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" onClick={() => setSent(null)}>
            Send another link
          </Button>
        </Stack>
      ) : (
        <Formik<Values>
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={async (values, { setErrors, setStatus }) => {
            setStatus(null);
            try {
              const { data } = await requestReset({ variables: { email: values.email.trim() } });
              setSent(data?.requestPasswordReset ?? 'If an account exists for that address, we sent a link.');
            } catch (error) {
              const info = apiErrorInfo(error);
              if (info.fields.length > 0) setErrors(toFieldErrors<Values>(info.fields));
              else setStatus({ title: info.network ? NETWORK_ERROR_MESSAGE : info.message || 'The link could not be sent' } satisfies FormStatus);
            }
          }}
        >
          {({ status }) => (
            <Form noValidate aria-label="Reset your password">
              <Stack gap="4">
                <FormAlert status={status as FormStatus | null} />
                <InputField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" maxLength={254} />
                <SubmitButton size="lg" width="full" loadingText="Sending link...">
                  Send reset link
                </SubmitButton>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
