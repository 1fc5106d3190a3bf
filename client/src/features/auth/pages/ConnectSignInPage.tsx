import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { apiErrorInfo, NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import { useConfirmLinkedIdentity } from '../api/useLinkedIdentities';
import { useSignInOptions } from '../api/useSignInOptions';
import { AuthCard } from '../components/AuthCard';

/**
 * /connect-sign-in?token=...: the link e-mailed to an account's owner after someone signed in
 * through the provider with the account's address. Nothing happens on opening it (mail
 * scanners open links): the owner presses the button to connect the provider.
 */
export default function ConnectSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { provider } = useSignInOptions();
  const name = provider ?? 'the provider';
  const [confirm, { loading }] = useConfirmLinkedIdentity();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthCard title="Connect a sign-in">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This page needs the link from your e-mail</Alert.Title>
            <Alert.Description>Open the link we e-mailed you.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={`${done} connected`}>
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{`${done} can now sign you in`}</Alert.Title>
              <Alert.Description>Continue with it on the sign-in page. You can remove it any time on Account security.</Alert.Description>
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
    <AuthCard
      title={`Connect ${name} to your account?`}
      subtitle="Only if it was you who just tried to sign in with it."
      footer={
        <Text>
          Not you? Ignore the e-mail: nothing changes.{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack gap="4">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Text>{`Once connected, that ${name} account signs in to your Elite Services account. We e-mail you when it is connected.`}</Text>
        <Button
          colorPalette="brand"
          size="lg"
          loading={loading}
          loadingText="Connecting..."
          onClick={async () => {
            setProblem(null);
            try {
              const { data } = await confirm({ variables: { token } });
              setDone(data?.confirmLinkedIdentity ?? name);
            } catch (error) {
              const info = apiErrorInfo(error);
              setProblem(info.fields.find((f) => f.path === 'token')?.message ?? (info.network ? NETWORK_ERROR_MESSAGE : info.message || 'It could not be connected'));
            }
          }}
        >
          {`Connect ${name}`}
        </Button>
      </Stack>
    </AuthCard>
  );
}
