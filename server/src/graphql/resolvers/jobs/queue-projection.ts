import type { GraphQLResolveInfo } from 'graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { ServiceCategory } from '../../../modules/catalog/service-category.entity';
import { Client } from '../../../modules/clients/client.entity';
import type { QueueProjection } from '../../../modules/jobs/queue-projection';
import { projectedProperties, type ProjectionRules } from '../../../db/read-model-projection';
import { fieldsAt, selectedFields } from '../../selection';

/**
 * What a request's computed fields read, and what is read whatever the selection: the
 * access rules (request-access.ts: who is the client, who the worker, whether it is an open
 * job) and the getters the schema exposes.
 */
const REQUEST_RULES: ProjectionRules = {
  always: ['id', 'client', 'provider', 'category', 'status', 'appointmentFeePaid'],
  computed: {
    displayStatus: ['status', 'appointmentFeePaid'],
    clientId: ['client'],
    providerId: ['provider'],
    categoryId: ['category'],
    category: ['category'],
    client: ['client'],
    provider: ['provider'],
    notes: ['notes'],
    // Every queue item is an open job: the street is never read (request.resolver.ts answers null).
    serviceAddress: [],
    address: ['address.city', 'address.state', 'address.zipCode'],
    serviceCity: ['address.city'],
    serviceState: ['address.state'],
    serviceZipCode: ['address.zipCode'],
    serviceLatitude: ['address.latitude'],
    serviceLongitude: ['address.longitude'],
    feeRefundDueAt: ['status', 'appointmentFeePaid', 'provider', 'paymentDate'],
  },
};

const BY_ID: ProjectionRules = { always: ['id'], computed: {} };

/** A client's address fields read the parts of its contact address (the open queue never reads the street: open-queue.ts). */
const CLIENT_RULES: ProjectionRules = {
  always: ['id'],
  computed: { address: ['contactAddress.street'], city: ['contactAddress.city'], state: ['contactAddress.state'], zipCode: ['contactAddress.zipCode'] },
};

/**
 * Projections by selection: an operation's field nodes are the same objects on every
 * execution of its cached document, so the selection is walked once per operation.
 */
const bySelection = new WeakMap<object, WeakMap<object, QueueProjection>>();

/** The columns the openJobs selection (`items { request { ... category { ... } client { ... } } }`) reads. */
export function queueProjection(em: EntityManager, info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): QueueProjection {
  const storage = em.getMetadata();
  let known = bySelection.get(storage);
  if (!known) bySelection.set(storage, (known = new WeakMap()));
  let projection = known.get(info.fieldNodes);
  if (!projection) known.set(info.fieldNodes, (projection = selectionProjection(em, info)));
  return projection;
}

function selectionProjection(em: EntityManager, info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): QueueProjection {
  const request = selectedFields(fieldsAt(info.fieldNodes, info.fragments, ['items', 'request']), info.fragments);
  const under = (name: string) => selectedFields(request.get(name) ?? [], info.fragments).keys();
  return {
    request: projectedProperties(em, ServiceRequest, request.keys(), REQUEST_RULES),
    category: projectedProperties(em, ServiceCategory, under('category'), BY_ID),
    client: projectedProperties(em, Client, under('client'), CLIENT_RULES),
  };
}
