import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { FiLogOut, FiMonitor, FiSmartphone } from 'react-icons/fi';
import { FormAlert, InputField, SubmitButton, type FormStatus } from '../../../components/form';
import { PageContainer, PageHeader } from '../../../components/page';
import { authIntros } from '../intros';
import { apiErrorInfo, errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { toFieldErrors } from '../../../lib/form-errors';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useSignOut } from '../../../shell/session/useSignOut';
import { notify } from '../../../shell/toaster';
import { useChangePassword } from '../api/useChangePassword';
import { useMySessions } from '../api/useMySessions';
import { useSignOutOtherSessions } from '../api/useSignOutOtherSessions';
import { useSignOutSession } from '../api/useSignOutSession';
import { changePasswordSchema } from '../validation';
import { startConnectingProvider, useLinkedIdentities, useRemoveLinkedIdentity } from '../api/useLinkedIdentities';
import { useSignInOptions } from '../api/useSignInOptions';
import { connectResultMessage } from '../authMessages';
import { useMe } from '../../../shell/session/useMe';
import { PushNotificationsCard } from '../../../components/push/PushNotificationsCard';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const PASSWORD_HELP = 'At least 8 characters. Avoid common words, your name and sequences; a few unrelated words work well.';

/** "Chrome on Windows" from a User-Agent, or the raw value when it names neither. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\/|Opera/.test(ua) ? 'Opera' : /Firefox\//.test(ua) ? 'Firefox' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : null;
  const os = /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /CrOS/.test(ua) ? 'ChromeOS' : /Linux/.test(ua) ? 'Linux' : null;
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return (browser ?? os)!;
  return ua.length > 60 ? `${ua.slice(0, 60)}…` : ua;
}

const isPhone = (ua: string | null) => !!ua && /iPhone|Android|Mobile/.test(ua);

function ChangePasswordForm() {
  const [changePassword] = useChangePassword();
  return (
    <Formik<PasswordValues>
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      validationSchema={changePasswordSchema}
      onSubmit={async (values, { setErrors, setStatus, resetForm }) => {
        setStatus(null);
        try {
          const { data } = await changePassword({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
          const ended = data?.changePassword ?? 0;
          resetForm();
          notify({
            type: 'success',
            title: 'Password changed',
            description: ended > 0 ? `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.` : 'You stay signed in here.',
          });
        } catch (error) {
          const info = apiErrorInfo(error);
          if (info.fields.length > 0) setErrors(toFieldErrors<PasswordValues>(info.fields));
          else setStatus({ title: info.network ? NETWORK_ERROR_MESSAGE : info.message || 'The password could not be changed' } satisfies FormStatus);
        }
      }}
    >
      {({ status }) => (
        <Form noValidate aria-label="Change password">
          <Stack gap="4" maxW="md">
            <FormAlert status={status as FormStatus | null} />
            <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={200} />
            <InputField name="newPassword" label="New password" type="password" autoComplete="new-password" helperText={PASSWORD_HELP} maxLength={200} />
            <InputField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" maxLength={200} />
            <SubmitButton alignSelf="flex-start" loadingText="Changing password...">
              Change password
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function SessionsList() {
  const { sessions, loading, error } = useMySessions();
  const [signOutSession] = useSignOutSession();
  const [signOutOthers, others] = useSignOutOtherSessions();
  const signOut = useSignOut();
  const [ending, setEnding] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const otherCount = sessions.filter((s) => !s.current).length;

  const endOthers = async () => {
    try {
      const { data } = await signOutOthers();
      const n = data?.signOutOtherSessions ?? 0;
      notify({ type: 'success', title: n > 0 ? `Signed out ${n} other ${n === 1 ? 'session' : 'sessions'}` : 'No other sessions to sign out' });
      return true;
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e, 'The other sessions could not be signed out') });
      return false;
    }
  };

  if (loading && sessions.length === 0) return <Skeleton height="40" rounded="xl" />;
  if (error && sessions.length === 0) return <Text color="fg.error">{errorMessage(error, 'Your sessions could not be loaded')}</Text>;

  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Active sessions">
        {sessions.map((s) => (
          <Box as="li" key={s.id} borderWidth="1px" rounded="lg" p="4">
            <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
              <HStack gap="3" align="start">
                <Box color="fg.muted" mt="1" aria-hidden>
                  {isPhone(s.userAgent) ? <FiSmartphone /> : <FiMonitor />}
                </Box>
                <Stack gap="0.5">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{deviceLabel(s.userAgent)}</Text>
                    {s.current && <Badge colorPalette="green">This device</Badge>}
                    {s.viaAdmin && <Badge colorPalette="orange">Admin test session</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Signed in {formatDateTime(s.createdAt)}
                    {s.lastUsedAt ? ` · Last active ${formatRelativeTime(s.lastUsedAt)}` : ''}
                  </Text>
                </Stack>
              </HStack>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={ending === s.id}
                loadingText="Signing out..."
                aria-label={s.current ? 'Sign out of this device' : `Sign out ${deviceLabel(s.userAgent)}, signed in ${formatDateTime(s.createdAt)}`}
                onClick={async () => {
                  setEnding(s.id);
                  try {
                    if (s.current) {
                      await signOut('/login');
                      return;
                    }
                    await signOutSession({ variables: { id: s.id } });
                    notify({ type: 'success', title: `Signed out ${deviceLabel(s.userAgent)}` });
                  } catch (e) {
                    notify({ type: 'error', title: errorMessage(e, 'The session could not be signed out') });
                  } finally {
                    setEnding(null);
                  }
                }}
              >
                Sign out
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" disabled={otherCount === 0} loading={others.loading && !everywhere} loadingText="Signing out..." onClick={() => void endOthers()}>
          <FiLogOut aria-hidden /> Sign out everywhere else
        </Button>
        <Button
          colorPalette="red"
          variant="subtle"
          loading={everywhere}
          loadingText="Signing out..."
          onClick={async () => {
            setEverywhere(true);
            try {
              if (otherCount > 0 && !(await endOthers())) return;
              await signOut('/login');
            } finally {
              setEverywhere(false);
            }
          }}
        >
          <FiLogOut aria-hidden /> Sign out everywhere
        </Button>
      </HStack>
    </Stack>
  );
}

/** The provider accounts that sign in to this account, each removable, and "Connect <provider>". */
function LinkedSignIns() {
  const { identities, loading, error } = useLinkedIdentities();
  const [removeIdentity] = useRemoveLinkedIdentity();
  const { provider } = useSignInOptions();
  const { me } = useMe();
  // Admin accounts never link, and an admin's test session cannot connect for the account.
  const mayConnect = !!provider && !!me && me.user.role !== 'admin' && !me.impersonatorName;
  const [params] = useSearchParams();
  const [removing, setRemoving] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const returned = connectResultMessage(params.get('connect'), provider ?? 'The provider');

  if (loading && identities.length === 0) return <Skeleton height="20" rounded="xl" />;
  if (error && identities.length === 0) return <Text color="fg.error">{errorMessage(error, 'Your connected sign-ins could not be loaded')}</Text>;

  return (
    <Stack gap="4">
      {returned && (
        <Alert.Root status={returned.status} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{returned.text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {identities.length === 0 ? (
        <Text color="fg.muted">No outside account signs in to yours.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Connected sign-ins">
          {identities.map((i) => (
            <Box as="li" key={i.id} borderWidth="1px" rounded="lg" p="4">
              <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{`${i.provider}: ${i.email}`}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Connected {formatDateTime(i.createdAt)} · Last sign-in {formatRelativeTime(i.lastSignInAt)}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={removing === i.id}
                  loadingText="Removing..."
                  aria-label={`Remove ${i.provider} sign-in ${i.email}`}
                  onClick={async () => {
                    setRemoving(i.id);
                    try {
                      await removeIdentity({ variables: { id: i.id } });
                      notify({ type: 'success', title: `${i.provider} sign-in removed`, description: `${i.email} no longer signs in to your account.` });
                    } catch (e) {
                      notify({ type: 'error', title: errorMessage(e, 'The sign-in could not be removed') });
                    } finally {
                      setRemoving(null);
                    }
                  }}
                >
                  Remove
                </Button>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {mayConnect && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          loading={connecting}
          loadingText="Opening..."
          onClick={async () => {
            setConnecting(true);
            try {
              window.location.assign(await startConnectingProvider());
            } catch (e) {
              notify({ type: 'error', title: errorMessage(e, `${provider} could not be reached`) });
              setConnecting(false);
            }
          }}
        >
          Connect {provider}
        </Button>
      )}
    </Stack>
  );
}

/** /account-security: change password, connected sign-ins, and the account's sessions; every signed-in role reaches it from the menu. */
export default function AccountSecurityPage() {
  return (
    <PageContainer maxW="3xl">
      <PageHeader {...authIntros.accountSecurity} />
      <Stack gap="10">
        <Box as="section" aria-labelledby="change-password-heading">
          <Heading as="h2" id="change-password-heading" size="lg" mb="1">
            Change password
          </Heading>
          <Text color="fg.muted" mb="4">
            Every other device signed in to your account is signed out; this one stays signed in. We e-mail you to confirm.
          </Text>
          <ChangePasswordForm />
        </Box>
        <Box as="section" aria-labelledby="linked-heading">
          <Heading as="h2" id="linked-heading" size="lg" mb="1">
            Connected sign-ins
          </Heading>
          <Text color="fg.muted" mb="4">
            Outside accounts that can sign you in. Remove any you do not recognise. Resetting your password by e-mail removes them all.
          </Text>
          <LinkedSignIns />
        </Box>
        <Box as="section" aria-labelledby="sessions-heading">
          <Heading as="h2" id="sessions-heading" size="lg" mb="1">
            Active sessions
          </Heading>
          <Text color="fg.muted" mb="4">
            The browsers and devices signed in to your account. Sign out any you do not recognise, then change your password.
          </Text>
          <SessionsList />
        </Box>
        <PushNotificationsCard />
      </Stack>
    </PageContainer>
  );
}
