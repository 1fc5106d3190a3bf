import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { EyeIcon } from '../icons';
import { useMe } from '../session/useMe';
import { useStopImpersonation } from '../session/useImpersonation';

/** Visible while an admin is signed in as a demo account (me.impersonatorName set). */
export function ImpersonationBanner() {
  const { me, role } = useMe();
  const [stop, state] = useStopImpersonation();
  if (!me?.impersonatorName) return null;
  const who = role === 'pending_worker' ? 'worker' : role;
  return (
    <Box bg="gold.400" color="gray.950" role="status">
      <Container maxW="7xl">
        <Flex py="2" gap="3" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm" fontWeight="semibold" display="flex" alignItems="center" gap="2">
            <EyeIcon aria-hidden />
            Viewing as demo {who}: {me.user.firstName} {me.user.lastName} (admin {me.impersonatorName})
          </Text>
          <Button size="xs" variant="solid" colorPalette="gray" onClick={() => void stop()} loading={state.loading}>
            Back to admin
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
