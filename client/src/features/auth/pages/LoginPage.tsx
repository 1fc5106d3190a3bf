import { Alert, Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { FcGoogle } from 'react-icons/fc';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, InputField, SubmitButton, type FormStatus } from '../../../components/form';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { afterSignInPathFor, asSessionRole, safeReturnPath } from '../../../shell/session/roles';
import { useLogin } from '../api/useLogin';
import { useSignInOptions } from '../api/useSignInOptions';
import { AuthCard } from '../components/AuthCard';
import { signInIntro } from '../placeholders';
import { authErrorMessage } from '../authMessages';

interface LoginValues {
  email: string;
  password: string;
}

/** /login: e-mail and password sign-in; lands by role (or on ?returnTo). */

/**
 * The form's rules (../validation, with Yup) load when the form is first checked, not with the
 * page: the sign-in screen paints without the validation library.
 */
async function validateLogin(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  const { loginSchema } = await import('../validation');
  try {
    await validateYupSchema(values, loginSchema);
    return {};
  } catch (error) {
    if ((error as { name?: string }).name === 'ValidationError') return yupToFormErrors<LoginValues>(error);
    throw error;
  }
}

export default function LoginPage() {
  const [login] = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const returnedError = authErrorMessage(params.get('error'));
  const { provider } = useSignInOptions();

  return (
    <AuthCard
      {...signInIntro}
      footer={
        <Text>
          New to Elite Services?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/register">Create an account</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack gap="5">
        {returnedError && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{returnedError}</Alert.Title>
          </Alert.Root>
        )}
        <Formik<LoginValues>
          initialValues={{ email: '', password: '' }}
          validate={validateLogin}
          onSubmit={async (values, { setErrors, setStatus }) => {
            setStatus(null);
            try {
              const me = await login({ email: values.email.trim(), password: values.password });
              navigate(returnTo ?? afterSignInPathFor(asSessionRole(me?.sessionRole)), { replace: true });
            } catch (error) {
              const info = apiErrorInfo(error);
              if (info.fields.length > 0) setErrors(toFieldErrors<LoginValues>(info.fields));
              else setStatus({ title: info.network ? NETWORK_ERROR_MESSAGE : info.message || 'Login failed' } satisfies FormStatus);
            }
          }}
        >
          {({ status }) => (
            <Form noValidate aria-label="Sign in">
              <Stack gap="4">
                <FormAlert status={status as FormStatus | null} />
                <InputField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
                <InputField name="password" label="Password" type="password" autoComplete="current-password" />
                <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg" mt="-2">
                  <RouterLink to="/forgot-password">Forgot password?</RouterLink>
                </Link>
                <SubmitButton size="lg" width="full" loadingText="Signing in...">
                  Sign In
                </SubmitButton>
              </Stack>
            </Form>
          )}
        </Formik>
        {provider && (
          <>
            <HStack>
              <Separator flex="1" />
              <Text flexShrink="0" fontSize="sm" color="fg.muted">
                or
              </Text>
              <Separator flex="1" />
            </HStack>
            <Button asChild variant="outline" size="lg" width="full">
              <a href="/auth/oidc">
                {provider === 'Google' && <FcGoogle aria-hidden />} Continue with {provider}
              </a>
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
