import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import { Client } from '../modules/clients/client.entity';
import { propertyNames } from '../db/read-model';
import type { QueueProjection } from '../modules/jobs/queue-projection';

/**
 * The columns the REST list (GET /api/service-requests) reads of the open queue, as the
 * GraphQL queue reads those its selection asks for (queue-projection.ts): every request field
 * RequestOut shows (rest/shape.ts, requestOut), and of the category and the client only what
 * an open job shows (rest/shape.ts, requestsJson). A client shown in full is read again whole
 * there (its street is not read here).
 */
const REQUEST_FIELDS = [
  'id', 'title', 'description', 'serviceTypeName', 'category', 'client', 'provider', 'status', 'priority', 'appointmentFeeCents',
  'appointmentFeePaid', 'paymentStatus', 'estimatedCostCents', 'actualCostCents', 'clientName', 'address.city', 'address.state', 'address.zipCode',
  'address.latitude', 'address.longitude', 'preferredDate', 'preferredTime', 'specificTime', 'alternativeTime1', 'alternativeTime2', 'scheduledAt',
  'estimatedDuration', 'notes', 'balancePaid', 'paymentMethod', 'paymentDate', 'paymentAmountCents', 'hundredDollarSpecial', 'invoicePaid',
  'invoicePaymentAmountCents', 'invoicePaymentDate', 'adminApprovalStatus', 'rating', 'inspectionDate', 'inspectionNotes', 'tipCents', 'createdAt',
  'updatedAt', 'completedAt', 'onMyWayAt', 'etaMinutes',
] as const;
const CATEGORY_FIELDS = ['id', 'name', 'icon'] as const;
const CLIENT_FIELDS = ['id', 'name', 'contactAddress.city', 'contactAddress.state', 'contactAddress.zipCode'] as const;

const projections = new WeakMap<object, QueueProjection>();

/** The open-queue projection of the REST list (built once per ORM). */
export function restQueueProjection(em: EntityManager): QueueProjection {
  const storage = em.getMetadata();
  let projection = projections.get(storage);
  if (!projection) {
    const names = (entity: string, fields: readonly string[]) => fields.flatMap((f) => propertyNames(storage.get(entity), f)).sort();
    projection = { request: names(ServiceRequest.name, REQUEST_FIELDS), category: [...CATEGORY_FIELDS].sort(), client: names(Client.name, CLIENT_FIELDS) };
    projections.set(storage, projection);
  }
  return projection;
}
