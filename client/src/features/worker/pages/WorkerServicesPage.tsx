import { Badge, Button, HStack, Skeleton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useWorkerApplication } from '../api/workerApplication';
import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';
import { CategoryIcon } from '../../../components/category/CategoryIcon';

/** /worker-services: Service Categories: the categories the worker offers. */
export default function WorkerServicesPage() {
  const { application, loading } = useWorkerApplication();
  return (
    <WorkerInfoPage intro={workerIntros.services}>
      {loading ? (
        <Skeleton height="10" />
      ) : (
        <HStack gap="2" wrap="wrap">
          {(application?.offeredCategories ?? []).map((c) => (
            <Badge key={c.id} size="lg" variant="outline">
              <CategoryIcon category={c} /> {c.name}
            </Badge>
          ))}
          {application && <Badge size="lg">Radius: {application.serviceRadius} miles from {application.zipCode}</Badge>}
        </HStack>
      )}
      <Button asChild size="sm" colorPalette="gold" alignSelf="start">
        <RouterLink to="/worker-settings">Change in Profile Settings</RouterLink>
      </Button>
    </WorkerInfoPage>
  );
}
