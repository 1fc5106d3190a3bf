import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMe } from '../../../shell/session/useMe';
import { useWorkerSettings } from '../api/workerSettings';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-notifications: Notification Settings, as saved on the server. */
export default function WorkerNotificationsPage() {
  const { role } = useMe();
  const { settings, loading } = useWorkerSettings(role !== 'worker');
  const rows = settings ? [
    { label: 'Email notifications', on: settings.emailNotifications },
    { label: 'SMS notifications', on: settings.smsNotifications },
    { label: 'Push notifications', on: settings.pushNotifications },
  ] : [];
  return (
    <WorkerInfoPage intro={workerIntros.notifications}>
      {loading ? <Skeleton height="24" /> : (
        <Stack gap="2">
          {rows.map((r) => (
            <HStack key={r.label} justify="space-between" p="4" borderWidth="1px" rounded="xl" bg="bg.panel">
              <Text>{r.label}</Text>
              <Badge colorPalette={r.on ? 'green' : 'gray'}>{r.on ? 'On' : 'Off'}</Badge>
            </HStack>
          ))}
        </Stack>
      )}
      <Button asChild size="sm" colorPalette="gold" alignSelf="start">
        <RouterLink to="/worker-settings">Change in Profile Settings</RouterLink>
      </Button>
    </WorkerInfoPage>
  );
}
