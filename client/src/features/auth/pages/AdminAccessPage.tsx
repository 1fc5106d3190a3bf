import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { FiShield } from 'react-icons/fi';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { InputField, SubmitButton } from '../../../components/form';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { safeReturnPath } from '../../../shell/session/roles';
import { notify } from '../../../shell/toaster';
import { useAdminAccess } from '../api/useAdminAccess';
import { AuthCard } from '../components/AuthCard';
import { adminAccessSchema } from '../validation';

/** /admin-access: the single admin password opens an admin session. */
export default function AdminAccessPage() {
  const [adminAccess] = useAdminAccess();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));

  return (
    <AuthCard
      title="Admin Access"
      subtitle="Enter the admin password to continue"
      footer={
        <Link asChild color="fg.muted">
          <RouterLink to="/">Back to home</RouterLink>
        </Link>
      }
    >
      <Box display="flex" justifyContent="center" mb="6" color="brand.fg" aria-hidden>
        <FiShield size={40} />
      </Box>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={adminAccessSchema}
        onSubmit={async (values, { setFieldValue, setFieldTouched }) => {
          let description = 'Invalid admin credentials';
          try {
            const me = await adminAccess(values.password);
            if (me?.sessionRole === 'admin') {
              notify({ title: 'Access Granted', description: 'Welcome to the admin dashboard', type: 'success' });
              navigate(returnTo ?? '/dashboard', { replace: true });
              return;
            }
          } catch (error) {
            const info = apiErrorInfo(error);
            if (info.network) description = NETWORK_ERROR_MESSAGE;
            else if (info.code === 'TOO_MANY_REQUESTS') description = info.message || 'Too many attempts. Please wait and try again.';
          }
          notify({ title: 'Access Denied', description, type: 'error' });
          await setFieldValue('password', '', false);
          await setFieldTouched('password', false, false);
        }}
      >
        <Form noValidate aria-label="Admin access">
          <Stack gap="4">
            <InputField name="password" label="Admin Password" type="password" autoComplete="current-password" autoFocus />
            <SubmitButton size="lg" width="full" loadingText="Verifying...">
              Access Dashboard
            </SubmitButton>
          </Stack>
        </Form>
      </Formik>
      <Text mt="4" fontSize="xs" color="fg.muted" textAlign="center">
        Attempts are limited and recorded.
      </Text>
    </AuthCard>
  );
}
