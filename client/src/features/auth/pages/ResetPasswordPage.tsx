import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormAlert, InputField, SubmitButton, type FormStatus } from '../../../components/form';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { useSessionRefresh } from '../../../shell/session/useSessionRefresh';
import { useResetPassword } from '../api/useResetPassword';
import { AuthCard } from '../components/AuthCard';
import { resetPasswordSchema } from '../validation';

interface Values {
  password: string;
  confirmPassword: string;
}

const PASSWORD_HELP = 'At least 8 characters. Avoid common words, your name and sequences; a few unrelated words work well.';

/** /reset-password?token=...: the e-mailed link; sets a new password, then the person signs in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [reset] = useResetPassword();
  const refresh = useSessionRefresh();
  const [done, setDone] = useState(false);

  const footer = (
    <Text>
      Need a new link?{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/forgot-password">Ask for one</RouterLink>
      </Link>
    </Text>
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This page needs the link from your e-mail</Alert.Title>
            <Alert.Description>Open the reset link we e-mailed you, or ask for a new one.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your password was changed</Alert.Title>
              <Alert.Description>Every device was signed out, and outside sign-ins (such as Google) were disconnected. Sign in with your new password.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="The link works once, for one hour." footer={footer}>
      <Formik<Values>
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (values, { setErrors, setStatus }) => {
          setStatus(null);
          try {
            await reset({ variables: { input: { token, password: values.password } } });
            // This browser's own session (if any) ended with the others.
            await refresh().catch(() => null);
            setDone(true);
          } catch (error) {
            const info = apiErrorInfo(error);
            const tokenProblem = info.fields.find((f) => f.path === 'token');
            const rest = info.fields.filter((f) => f.path !== 'token');
            if (rest.length > 0) setErrors(toFieldErrors<Values>(rest));
            if (tokenProblem) setStatus({ title: tokenProblem.message } satisfies FormStatus);
            else if (rest.length === 0) setStatus({ title: info.network ? NETWORK_ERROR_MESSAGE : info.message || 'The password could not be changed' } satisfies FormStatus);
          }
        }}
      >
        {({ status }) => (
          <Form noValidate aria-label="Choose a new password">
            <Stack gap="4">
              <FormAlert status={status as FormStatus | null} />
              <InputField name="password" label="New password" type="password" autoComplete="new-password" helperText={PASSWORD_HELP} maxLength={200} />
              <InputField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" maxLength={200} />
              <SubmitButton size="lg" width="full" loadingText="Saving password...">
                Set new password
              </SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
