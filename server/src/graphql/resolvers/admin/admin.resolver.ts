import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Connection, PageArgs } from '../../pagination';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { ServiceProvider } from '../../../modules/providers/service-provider.entity';
import { Client } from '../../../modules/clients/client.entity';
import { AuditEvent } from '../../../modules/audit/audit-event.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { BillingDecision } from '../../../modules/payouts/billing-decision.types';
import { RequestStatusFilterEnum } from '../../../domain/words';
import {
  AdminAssignCandidate,
  AdminClientRow,
  AdminCompletedJob,
  AdminCompletedJobs,
  AdminCreateRequestInput,
  AdminCustomerLookup,
  AdminDashboardStats,
  AdminProviderRow,
  AdminSearchResult,
  AdminWorkerOption,
  AdminAssignableWorker,
} from '../../../modules/admin/admin.types';

const AdminClientRowConnection = Connection(AdminClientRow);
const AdminProviderRowConnection = Connection(AdminProviderRow);
const AuditEventConnection = Connection(AuditEvent);
const ServiceRequestConnection = Connection(ServiceRequest);
const AdminAssignCandidateConnection = Connection(AdminAssignCandidate);
const AdminCompletedJobConnection = Connection(AdminCompletedJob);

@ObjectType()
class AdminAccountSearch {
  @Field(() => [Client]) clients!: Client[];
  @Field(() => [ServiceProvider]) providers!: ServiceProvider[];
}

/**
 * The admin area: every operation is named admin*, needs the admin role here and is
 * re-checked by its service.
 */
@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => AdminDashboardStats)
  adminDashboardStats(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminDashboard.stats(viewer);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Pending requests with the consultation fee paid, oldest first' })
  adminPendingPaidRequests(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.pendingPaid(viewer, page);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Scheduled or in progress, newest first' })
  adminActiveJobs(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.activeJobs(viewer, page);
  }

  @Authorized('admin')
  @Query(() => AdminCompletedJobs, { description: 'sort: recent, oldest, highest-value or lowest-value (the order of jobs)' })
  adminCompletedJobs(@Arg('sort', { defaultValue: 'recent' }) sort: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.completedSummary(viewer, sort);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Pending requests with the consultation fee unpaid, newest first' })
  adminQueuedRequests(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.queuedUnpaid(viewer, page);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'All Services: every request, newest first, optionally of one status' })
  adminServiceRequests(@Arg('status', () => RequestStatusFilterEnum, { nullable: true, description: 'Only requests in this status (awaiting_payment and active understood)' }) status: string | null, @Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.allServices(viewer, status, page);
  }

  @Authorized('admin')
  @Query(() => AdminClientRowConnection, { description: 'Clients by name' })
  adminClients(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminPeople.clients(viewer, page);
  }

  @Authorized('admin')
  @Query(() => AdminProviderRowConnection, { description: 'Providers by name' })
  adminProviders(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminPeople.providers(viewer, page);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Scheduled work from today on, soonest first' })
  adminSchedule(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.schedule(viewer, page);
  }

  @Authorized('admin')
  @Query(() => [AdminSearchResult], { description: 'Dashboard search: at most 5 matches' })
  adminSearch(@Arg('query') query: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminDashboard.search(viewer, query);
  }

  @Authorized('admin')
  @Query(() => AdminAccountSearch)
  adminSearchAccounts(@Arg('query') query: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminLookup.searchAccounts(viewer, query);
  }

  @Authorized('admin')
  @Query(() => AdminCustomerLookup, { nullable: true, description: 'Customer service lookup by customer id (not an integer: null)' })
  adminCustomerLookup(@Arg('customerId') customerId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminLookup.lookupCustomer(viewer, customerId);
  }

  @Authorized('admin')
  @Query(() => ServiceRequest, { nullable: true, description: 'Customer service lookup by request number' })
  adminRequestLookup(@Arg('requestNumber') requestNumber: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminLookup.lookupRequest(viewer, requestNumber);
  }

  @Authorized('admin')
  @Query(() => AdminProviderRowConnection, { description: 'Worker applications waiting for a decision' })
  adminWorkerApplications(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminPeople.workerApplications(viewer, page);
  }

  @Authorized('admin')
  @Query(() => [AdminWorkerOption], { description: 'Every available worker (with distance to the request when given)' })
  adminAvailableWorkers(@Arg('requestId', () => ID, { nullable: true }) requestId: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.assignment.availableWorkers(viewer, requestId);
  }

  @Authorized('admin')
  @Query(() => [AdminAssignableWorker], { description: 'Every approved worker as a candidate for the request, judged by the rule assignWorker applies: the eligible first (nearest first, with distance and current load), then the others with the reason' })
  assignableWorkers(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.assignment.assignableWorkers(viewer, requestId);
  }

  @Authorized('admin')
  @Query(() => [AdminWorkerOption], { description: 'Workers eligible for a request: available, category match, within radius; nearest first' })
  adminEligibleWorkers(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.assignment.eligibleWorkers(viewer, requestId);
  }

  @Authorized('admin')
  @Query(() => AdminAssignCandidateConnection, { description: 'Simple Job Assignment: paid pending unassigned requests, oldest first, with their eligible workers' })
  adminAssignmentBoard(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.assignment.assignmentBoardPage(viewer, page);
  }

  @Authorized('admin')
  @Query(() => AuditEventConnection, { description: 'The audit trail, newest first; of one request when given' })
  adminAuditEvents(@Arg('requestId', () => ID, { nullable: true }) requestId: string | null, @Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminLookup.auditTrail(viewer, requestId, page);
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequest, { description: 'Assign an eligible worker to a paid pending request (status scheduled); REST POST /api/service-requests/{id}/assign' })
  assignWorker(@Arg('requestId', () => ID) requestId: string, @Arg('providerId', () => ID) providerId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.assignment.assignWorker(viewer, requestId, providerId);
  }

  @Authorized('admin')
  @Mutation(() => ServiceProvider, { description: 'Approve a worker application: both checks approved, status available' })
  adminApproveWorker(@Arg('providerId', () => ID) providerId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.workerApproval.approve(viewer, providerId);
  }

  @Authorized('admin')
  @Mutation(() => ServiceProvider)
  adminRejectWorker(@Arg('providerId', () => ID) providerId: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.workerApproval.reject(viewer, providerId, reason);
  }

  @Authorized('admin')
  @Mutation(() => ServiceProvider, { description: 'Suspend a working worker (status suspended: no job actions), with an optional reason; the worker is told. REST POST /api/admin/service-providers/{providerId}/suspend' })
  adminSuspendWorker(@Arg('providerId', () => ID) providerId: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.workerApproval.suspend(viewer, providerId, reason);
  }

  @Authorized('admin')
  @Mutation(() => ServiceProvider, { description: 'Ask a worker (an applicant) for a document, with an optional note; the worker is told. REST POST /api/admin/service-providers/{providerId}/request-document' })
  adminRequestWorkerDocument(
    @Arg('providerId', () => ID) providerId: string,
    @Arg('document') document: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: AppContext,
  ) {
    return services.workerApproval.requestDocument(viewer, providerId, document, note);
  }

  @Authorized('admin')
  @Mutation(() => ServiceProvider, { description: "Record a worker's background check as complete (approved, with its time); the worker is told. REST POST /api/admin/service-providers/{providerId}/background-check" })
  adminCompleteBackgroundCheck(@Arg('providerId', () => ID) providerId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.workerApproval.completeBackgroundCheck(viewer, providerId);
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequest, { description: "Set or move the visit of an assigned job ('YYYY-MM-DD HH:MM' Central time, or ISO with offset): the worker is told for their calendar, the client of the visit" })
  adminScheduleVisit(@Arg('requestId', () => ID) requestId: string, @Arg('scheduledAt') scheduledAt: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.jobVisits.scheduleByAdmin(viewer, Number(requestId) || 0, scheduledAt);
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequest, { description: 'Create a request for an existing client (priority normal, status pending)' })
  adminCreateServiceRequest(@Arg('input') input: AdminCreateRequestInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequests.create(viewer, input);
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequest, { description: 'Set the actual cost of a request in cents (used for billing while no invoice exists); audited' })
  adminSetActualCost(@Arg('requestId', () => ID) requestId: string, @Arg('actualCostCents', () => GraphQLSafeInt) actualCostCents: number, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequests.setActualCost(viewer, requestId, actualCostCents);
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequest, { description: 'Project Workflow: schedule the inspection of a project closed for review' })
  adminScheduleInspection(@Arg('requestId', () => ID) requestId: string, @Arg('inspectionDate') inspectionDate: Date, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.projectWorkflow.scheduleInspection(viewer, requestId, inspectionDate);
  }

  @Authorized('admin')
  @Mutation(() => BillingDecision, {
    description:
      "Approve the worker's payout of a finished job: a completed job's payment is approved and the funds released (Approve Payment & Release Funds, optional adminNotes); a Project Workflow job under review needs inspectionNotes and closes successfully. REST POST /api/service-requests/{id}/approve-payout and POST /api/admin/approve-payment/{id}",
  })
  approvePayout(
    @Arg('requestId', () => ID) requestId: string,
    @Arg('inspectionNotes', () => String, { nullable: true }) inspectionNotes: string | null,
    @Arg('adminNotes', () => String, { nullable: true }) adminNotes: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: AppContext,
  ) {
    return services.payoutApproval.approve(viewer, requestId, { inspectionNotes, adminNotes });
  }
}

/** Completed Jobs: the jobs of adminCompletedJobs, a page at a time in its sort. */
@Resolver(() => AdminCompletedJobs)
export class AdminCompletedJobsResolver {
  @Authorized('admin')
  @FieldResolver(() => AdminCompletedJobConnection, { description: 'Finished work in the sort of adminCompletedJobs' })
  jobs(@Root() root: AdminCompletedJobs, @Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.adminRequestLists.completedJobs(viewer, root.sort, page);
  }
}
