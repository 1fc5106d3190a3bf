import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import type { Viewer } from '../auth/viewer';
import type { PaymentDecisionService } from '../billing/payment-decision.service';
import type { ProjectWorkflowService } from './project-workflow.service';
import type { BillingDecision } from '../payouts/billing-decision.types';
import { assertAdmin, parseId } from '../auth/admin-guard';
import { notFound } from '../../shared/errors';

/**
 * Approving a worker's payout (the design card's `approvePayout`): one operation whose rule
 * depends on where the job stands. A Project Workflow job under review is approved with
 * inspection notes and closes successfully; any other finished job has its payment approved
 * and the worker's funds released. Each path keeps its own checks (invoice approved, money
 * collected, payout once).
 */
export class PayoutApprovalService {
  constructor(
    private readonly em: EntityManager,
    private readonly billing: PaymentDecisionService,
    private readonly projects: ProjectWorkflowService,
  ) {}

  async approve(viewer: Viewer, requestIdInput: string, notes: { inspectionNotes?: string | null; adminNotes?: string | null }): Promise<BillingDecision> {
    assertAdmin(viewer);
    const id = parseId(requestIdInput);
    const r = id ? await this.em.findOne(ServiceRequest, { id }) : null;
    if (!r) throw notFound('Service request');
    if (r.status === 'closed_pending_review') return this.projects.approveProjectPayout(viewer, requestIdInput, notes.inspectionNotes);
    return this.billing.approvePayment(viewer, requestIdInput, notes.adminNotes);
  }
}
