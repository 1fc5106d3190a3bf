import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useMe } from '../../../shell/session/useMe';
import { checkStatus, WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-credentials: the worker's credentials with their real statuses. */
export default function WorkerCredentialsPage() {
  const { me } = useMe();
  const rows = [
    { label: 'Background check', status: checkStatus(me?.provider?.backgroundCheckStatus, 'CLEARED') },
    { label: 'Documents', status: checkStatus(me?.provider?.documentVerificationStatus, 'VERIFIED') },
  ];
  return (
    <WorkerInfoPage intro={workerIntros.credentials}>
      <Stack gap="2">
        {rows.map((r) => (
          <HStack key={r.label} justify="space-between" p="4" borderWidth="1px" rounded="xl" bg="bg.panel">
            <Text fontWeight="semibold">{r.label}</Text>
            {r.status ? <Badge colorPalette={r.status.palette}>{r.status.label}</Badge> : <Badge>—</Badge>}
          </HStack>
        ))}
      </Stack>
    </WorkerInfoPage>
  );
}
