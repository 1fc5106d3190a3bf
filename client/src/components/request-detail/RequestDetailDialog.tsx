import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { FiLayers, FiMessageCircle } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { requestNumber, statusLabel, statusPalette } from '../../lib/money';
import { graphql, useFragment } from '../../gql';
import type { RequestDetail_RequestFragment } from '../../gql/graphql';
import { useRequestDetail } from './requestDetail';
import { OverviewTab } from './OverviewTab';
import { DetailsTab } from './DetailsTab';
import { UpdatesTab } from './UpdatesTab';
import { BillingTab } from './BillingTab';
import { RatingTab } from './RatingTab';
import { ClientReviewForm } from './ClientReviewForm';
import { CategoryIcon } from '../category/CategoryIcon';
import { useReturnFocus } from '../dialogs/useReturnFocus';
import { frequencyLabel } from '../../lib/series';

/**
 * The request detail dialog's request: what the dialog itself shows (and the worker's action
 * panel reads), and each tab's own fragment. The detail query and the live request events
 * select it alike, so an event updates an open dialog.
 */
export const RequestDetailFields = graphql(`
  fragment RequestDetail_request on ServiceRequest {
    id
    title
    status
    displayStatus
    isProjectWorkflow
    series {
      id
      position
      total
      frequency
      status
    }
    scheduledAt
    onMyWayAt
    etaMinutes
    workerActions
    category {
      id
      name
      icon
    }
    billing {
      hundredDollarSpecial
      workerPayoutCents
    }
    ...OverviewTab_request
    ...DetailsTab_request
    ...UpdatesTab_request
    ...BillingTab_request
    ...RatingTab_request
  }
`);

export type RequestDetail = RequestDetail_RequestFragment;

export type RequestDetailViewer = 'client' | 'worker' | 'admin';

export interface RequestDetailTab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface RequestDetailDialogProps {
  requestId: string | number | null;
  open: boolean;
  onClose: () => void;
  viewer: RequestDetailViewer;
  /** worker or admin controls, shown above the timeline in the Updates tab */
  actions?: ReactNode;
  /** further tabs after Rating */
  extraTabs?: RequestDetailTab[];
  /** buttons in the dialog footer (e.g. the client's Edit and Cancel) */
  footer?: ReactNode | ((request: RequestDetail) => ReactNode);
  /** shows the 'Project Workflow' button when the server says the Project Workflow applies (isProjectWorkflow) */
  onOpenProjectWorkflow?: (request: RequestDetail) => void;
  /** extra content at the end of the Details tab (e.g. the add-note form) */
  detailsExtra?: ReactNode;
  /** the tab the dialog opens on (default Overview), e.g. Updates where the admin's decision is */
  initialTab?: string;
}

/**
 * The shared request detail dialog (client, worker and admin): tabs Overview, Details,
 * Updates, Billing and Rating, all read from the server's `serviceRequest` for the viewer.
 */
export function RequestDetailDialog({ requestId, open, onClose, viewer, actions, extraTabs = [], footer, onOpenProjectWorkflow, detailsExtra, initialTab = 'overview' }: RequestDetailDialogProps) {
  const id = open && requestId !== null && requestId !== undefined ? String(requestId) : null;
  const { request, loading, error } = useRequestDetail(id);
  const r = useFragment(RequestDetailFields, request);
  const [tab, setTab] = useState(initialTab);
  const returnFocus = useReturnFocus(open);
  // Every opening (another request, or the same one again) starts on the initial tab.
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setTab(initialTab);
  }

  return (
    <Dialog.Root
      finalFocusEl={returnFocus}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Dialog.Title>{r ? `Service Request ${requestNumber(r.id)}` : 'Service Request'}</Dialog.Title>
                  {r && <Badge colorPalette={statusPalette(r.displayStatus)}>{statusLabel(r.displayStatus)}</Badge>}
                </HStack>
                {r && (
                  <Text color="fg.muted" fontSize="sm">
                    <CategoryIcon category={r.category} /> {r.title}
                  </Text>
                )}
                {r?.series && (
                  <Text fontSize="sm" fontWeight="semibold" data-testid="detail-series-position">
                    Visit {r.series.position} of {r.series.total} · {frequencyLabel(r.series.frequency)}
                    {r.series.status === 'ended' ? ' · series ended' : ''}
                  </Text>
                )}
              </Stack>
              {r && onOpenProjectWorkflow && r.isProjectWorkflow && (
                <Button size="sm" colorPalette="gold" me="8" onClick={() => onOpenProjectWorkflow(r)}>
                  <FiLayers aria-hidden /> Project Workflow
                </Button>
              )}
            </Dialog.Header>
            <Dialog.Body>
              {loading && (
                <Stack gap="3" role="status" aria-busy="true" aria-label="Loading request">
                  <Skeleton height="8" />
                  <Skeleton height="32" />
                  <Skeleton height="32" />
                </Stack>
              )}
              {error && !r && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{errorMessage(error, 'This request could not be loaded.')}</Alert.Title>
                </Alert.Root>
              )}
              {r && (
                <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
                  <Tabs.List overflowX="auto">
                    <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                    <Tabs.Trigger value="details">Details</Tabs.Trigger>
                    <Tabs.Trigger value="updates">Updates</Tabs.Trigger>
                    <Tabs.Trigger value="billing">Billing</Tabs.Trigger>
                    <Tabs.Trigger value="rating">Rating</Tabs.Trigger>
                    {extraTabs.map((t) => (
                      <Tabs.Trigger key={t.value} value={t.value}>
                        {t.label}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content value="overview">
                    <OverviewTab request={r} />
                  </Tabs.Content>
                  <Tabs.Content value="details">
                    <DetailsTab request={r}>{detailsExtra}</DetailsTab>
                  </Tabs.Content>
                  <Tabs.Content value="updates">
                    <UpdatesTab request={r} actions={actions} />
                  </Tabs.Content>
                  <Tabs.Content value="billing">
                    <BillingTab request={r} viewer={viewer} />
                  </Tabs.Content>
                  <Tabs.Content value="rating">
                    <RatingTab request={r} form={viewer === 'client' ? <ClientReviewForm request={r} /> : undefined} />
                  </Tabs.Content>
                  {extraTabs.map((t) => (
                    <Tabs.Content key={t.value} value={t.value}>
                      {t.content}
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {r && (
                <Button asChild variant="outline" me="auto">
                  <RouterLink to={`/messages?request=${r.id}`}>
                    <FiMessageCircle aria-hidden /> Messages
                  </RouterLink>
                </Button>
              )}
              {r && (typeof footer === 'function' ? footer(r) : footer)}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
