import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { Activity } from '../../../modules/requests/activity.entity';
import { ServiceCategory } from '../../../modules/catalog/service-category.entity';
import { Client } from '../../../modules/clients/client.entity';
import { ServiceProvider } from '../../../modules/providers/service-provider.entity';
import { Invoice } from '../../../modules/invoices/invoice.entity';
import { BillingBreakdownType } from '../../../modules/requests/billing.types';
import { requestBillingFrom } from '../../../modules/invoices/request-billing';
import { assertCanViewRequest, seesOnlyAsOpenJob } from '../../../modules/requests/request-access';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { notFound } from '../../../shared/errors';
import { readOnlyCopy } from '../../../db/read-model';
import { Address } from '../../../domain/address';
import { Place } from '../../../domain/place';
import { relatedOf } from '../../../db/read-model-projection';
import { isProjectWorkflow } from '../../../domain/project-workflow';
import { awaitsPaymentDecision } from '../../../modules/billing/payment-decision-rule';
import { AdminRequestActionEnum, adminRequestActions, type AdminRequestAction } from '../../../modules/admin/admin-request-actions';
import { cancelTerms, clientMayCancel, clientMayEdit } from '../../../modules/requests/client-request-changes.service';
import { LiveList, listsHolding } from '../../../modules/requests/request-lists';
import { WorkerRequestActionEnum, workerRequestActions, type WorkerRequestAction } from '../../../modules/jobs/worker-request-actions';
import { clientMayRate } from '../../../modules/reviews/review.service';
import { BillingEntry } from '../../../modules/requests/request.types';
import { ClientStats } from '../../../modules/clients/client.types';

/**
 * A client that carries no contact details to hide: none was read (the open queue reads the
 * columns its selection asks for) or they are already empty. A contact address is always
 * copied (its street out, and null when no part is left).
 */
function hasNoContactDetails(c: Client): boolean {
  return (c.email === undefined || c.email === '') && (c.phone === undefined || c.phone === null) && (c.notes === undefined || c.notes === null) && (c.contactAddress === undefined || c.contactAddress === null);
}

/** A relation the foreign key guarantees; its absence is a broken row, not a user's mistake. */
function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is missing for a request`);
  return value;
}

/**
 * The shared read model of a request: one request by id for whoever may see it, and the
 * relations every screen shows. Relations load through the per-request loaders by id, so a
 * list of N requests costs a constant number of statements; the root may be a managed
 * entity or a read model (db/read-model.ts).
 */
@Resolver(() => ServiceRequest)
export class RequestResolver {
  @Authorized()
  @Query(() => ServiceRequest, { description: 'One request: its client, its worker, an approved worker while it is open, or an admin' })
  async serviceRequest(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { em }: AppContext): Promise<ServiceRequest> {
    const r = await em.findOne(ServiceRequest, { id: Number(id) || 0 });
    if (!r) throw notFound('Service request');
    assertCanViewRequest(viewer, r);
    return r;
  }

  // A relation read with the list (the open queue joins it) is answered at once, without a promise.
  @FieldResolver(() => ServiceCategory)
  category(@Root() r: ServiceRequest, @Ctx() { loaders }: AppContext): ServiceCategory | Promise<ServiceCategory> {
    return relatedOf<ServiceCategory>(r, 'category') ?? loaders.categoryById.peek(r.categoryId) ?? loaders.categoryById.load(r.categoryId).then((c) => required(c, 'Service category'));
  }

  @FieldResolver(() => Client)
  client(@Root() r: ServiceRequest, @Ctx() { em, loaders, viewer }: AppContext): Client | Promise<Client> {
    const shown = (found: Client | null): Client => {
      const c = required(found, 'Client');
      if (!seesOnlyAsOpenJob(viewer, r) || hasNoContactDetails(c)) return c;
      // An open job's client: the name the request already shows; contact details go to the worker who takes the job.
      return readOnlyCopy(em, Client, c, { email: '', phone: null, contactAddress: c.contactAddress && Place.of({ ...c.contactAddress, street: null }), notes: null });
    };
    const primed = relatedOf<Client>(r, 'client') ?? loaders.clientById.peek(r.clientId);
    return primed ? shown(primed) : loaders.clientById.load(r.clientId).then(shown);
  }

  @FieldResolver(() => ServiceProvider, { nullable: true })
  async provider(@Root() r: ServiceRequest, @Ctx() { loaders }: AppContext): Promise<ServiceProvider | null> {
    return r.providerId === null ? null : loaders.providerById.load(r.providerId);
  }

  /** The street of the job: for the client, the worker on the job and admins; an open job shows only its area (city, state, ZIP). */
  @FieldResolver(() => String, { nullable: true, deprecationReason: 'Use address { street }', description: "The street address: null for a worker who sees the job only as an open job (the area is serviceCity, serviceState, serviceZipCode) until they take it" })
  serviceAddress(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): string | null {
    return seesOnlyAsOpenJob(viewer, r) ? null : r.address.street;
  }

  /** Where the job is: the street only for the client, the worker on the job and admins (as serviceAddress). */
  @FieldResolver(() => Address, { description: 'Where the service happens; the street is null for a worker who sees the job only as an open job, until they take it' })
  address(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): Address {
    const { street, city, state, zipCode } = r.address;
    return { street: seesOnlyAsOpenJob(viewer, r) ? null : street, city, state, zipCode };
  }

  /** The client's notes for the job (access details): for the client, the worker on the job and admins. */
  @FieldResolver(() => String, { nullable: true })
  notes(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): string | null {
    return seesOnlyAsOpenJob(viewer, r) ? null : r.notes;
  }

  @FieldResolver(() => [Invoice])
  invoices(@Root() r: ServiceRequest, @Ctx() { loaders, viewer }: AppContext): Promise<Invoice[]> {
    if (seesOnlyAsOpenJob(viewer, r)) return Promise.resolve([]);
    return loaders.invoicesByRequest.load(r.id);
  }

  @FieldResolver(() => [Activity], { description: 'The timeline, oldest first' })
  activities(@Root() r: ServiceRequest, @Ctx() { loaders, viewer }: AppContext): Promise<Activity[]> {
    if (seesOnlyAsOpenJob(viewer, r)) return Promise.resolve([]);
    return loaders.activitiesByRequest.load(r.id);
  }

  @FieldResolver(() => BillingBreakdownType)
  async billing(@Root() r: ServiceRequest, @Ctx() { loaders }: AppContext): Promise<BillingBreakdownType> {
    const invoices = await loaders.invoicesByRequest.load(r.id);
    return requestBillingFrom(r, invoices);
  }

  @FieldResolver(() => Boolean, { description: 'The Project Workflow applies (estimated cost over $500 or the Home Improvements category): the server\'s one rule' })
  isProjectWorkflow(@Root() r: ServiceRequest, @Ctx() ctx: AppContext): boolean | Promise<boolean> {
    const decide = (c: ServiceCategory) => isProjectWorkflow(r, c.name);
    const category = this.category(r, ctx);
    return category instanceof Promise ? category.then(decide) : decide(category);
  }

  @FieldResolver(() => Boolean, { description: "Completed work waiting for the admin's payment decision (what approvePayment accepts)" })
  async awaitingPaymentDecision(@Root() r: ServiceRequest, @Ctx() { loaders }: AppContext): Promise<boolean> {
    if (r.status !== 'completed') return false;
    const invoices = await loaders.invoicesByRequest.load(r.id);
    return awaitsPaymentDecision(r, requestBillingFrom(r, invoices).balanceDueCents);
  }

  @FieldResolver(() => [AdminRequestActionEnum], { description: 'What the viewer, an admin, may do to this request now, by the rules the admin mutations enforce; empty for anyone else' })
  async allowedActions(@Root() r: ServiceRequest, @Ctx() { viewer, loaders, services }: AppContext): Promise<AdminRequestAction[]> {
    if (viewer?.sessionRole !== 'admin') return [];
    const invoices = await loaders.invoicesByRequest.load(r.id);
    const latest = [...invoices].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
    return adminRequestActions(r, {
      balanceDueCents: requestBillingFrom(r, invoices).balanceDueCents,
      simulatable: await services.payments.simulatablePayment(r),
      invoicePendingApproval: latest?.status === 'pending_approval',
    });
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may cancel this request now (cancelServiceRequest): its client, while it is pending, scheduled or in progress' })
  canCancel(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): boolean {
    return clientMayCancel(viewer?.clientId ?? null, r);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit this request now (updateServiceRequest): its client, while it is pending' })
  canEdit(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): boolean {
    return clientMayEdit(viewer?.clientId ?? null, r);
  }

  @FieldResolver(() => [WorkerRequestActionEnum], { description: 'What the viewer, the worker assigned to this request, may do to it now, by the rules the job mutations enforce; empty for anyone else' })
  workerActions(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): WorkerRequestAction[] {
    return workerRequestActions(viewer?.providerId ?? null, r);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may rate this request now (submitReview): its client, once it is completed and while it has no rating' })
  canRate(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): boolean {
    return clientMayRate(viewer?.clientId ?? null, r);
  }

  @FieldResolver(() => BillingEntry, { nullable: true, description: "This request's row of the viewer's billing history as it stands now: a payment's or a cancel's answer carries it; null when the viewer is not its client or it has left the history" })
  billingEntry(@Root() r: ServiceRequest, @Ctx() { viewer, services }: AppContext): Promise<BillingEntry | null> {
    return services.clientBilling.entryOf(viewer, r);
  }

  @FieldResolver(() => ClientStats, { nullable: true, description: "Its client's figures (Query.myClientStats) as they stand now, for its client only: a cancel's or a review's answer carries them; null for anyone else" })
  async clientStats(@Root() r: ServiceRequest, @Ctx() { viewer, services }: AppContext): Promise<ClientStats | null> {
    return viewer && viewer.clientId !== null && viewer.clientId === r.clientId ? services.clientStats.stats(viewer) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "What cancelling now does with the client's consultation fee, as the confirmation says it before they confirm (refunded before a provider is assigned, kept after); null when the viewer may not cancel" })
  cancelTerms(@Root() r: ServiceRequest, @Ctx() { viewer }: AppContext): string | null {
    return clientMayCancel(viewer?.clientId ?? null, r) ? cancelTerms(r) : null;
  }

  @FieldResolver(() => [LiveList], { description: "The viewer's lists that hold this request now, as the live events name them: a mutation's answer places its row with them, as an event would (empty when signed out)" })
  liveLists(@Root() r: ServiceRequest, @Ctx() { em, viewer }: AppContext): Promise<LiveList[]> | LiveList[] {
    return viewer ? listsHolding(em, viewer, r.id) : [];
  }
}
