import { raw } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';
import { updateRequest } from '../requests/request-writes';
import { Activity } from '../requests/activity.entity';
import type { Viewer } from '../auth/viewer';
import { ACTIVE_STATUSES } from '../../domain/request-status';
import { ARRIVAL_SPEED_MPH, arrivalMinutesBetweenZips } from '../../domain/arrival';
import { requestNumber } from '../../domain/request-number';
import { conflict, DomainError, ErrorCode } from '../../shared/errors';
import { enqueueAfterCommit } from '../outbox/outbox';
import { JobActions } from './job-actions';

/** How often a worker may say "On my way" for one job. */
export const ON_MY_WAY_INTERVAL_MINUTES = 10;

/** The words the client reads, in the app and in the e-mail or text. */
export function onMyWayMessage(workerName: string, jobTitle: string, etaMinutes: number | null): string {
  return etaMinutes === null
    ? `${workerName} is on the way to ${jobTitle}.`
    : `${workerName} is on the way to ${jobTitle}, arriving in about ${etaMinutes} min.`;
}

/**
 * "On my way": the worker on an active job (scheduled or in progress, domain/request-status.ts
 * ACTIVE_STATUSES) tells the client they are coming. The arrival estimate is the distance from
 * the worker's ZIP code to the job's at ARRIVAL_SPEED_MPH (domain/arrival.ts), stored on the
 * request (onMyWayAt, etaMinutes). The client hears it by their switches (in the app, and an
 * e-mail and text planned from the notification) and sees it live on their request (the
 * request's change on requestChanged). Once per ON_MY_WAY_INTERVAL_MINUTES per job, settled by
 * the database: of two taps at once, one writes and the other is refused.
 */
export class OnMyWayService extends JobActions {
  async announce(viewer: Viewer, requestId: number): Promise<ServiceRequest> {
    await this.em.transactional(async (tx) => {
      const { r, provider } = await this.ownJob(tx, viewer, requestId);
      if (!ACTIVE_STATUSES.includes(r.status)) {
        throw conflict(`"On my way" is for scheduled or in-progress jobs (this one is ${r.displayStatus.replace(/_/g, ' ')})`);
      }
      const eta = arrivalMinutesBetweenZips(provider.zipCode, r.address.zipCode);
      const etaMinutes = eta?.minutes ?? null;
      // The rule and the write in one statement: a second tap within the interval (or at the same time) changes nothing.
      const written = await updateRequest(tx, r.id, {
        where: { provider: provider.id, status: { $in: [...ACTIVE_STATUSES] } },
        sql: { sql: '(r.on_my_way_at is null or r.on_my_way_at <= now() - make_interval(mins => ?))', params: [ON_MY_WAY_INTERVAL_MINUTES] },
        set: { onMyWayAt: raw('now()'), etaMinutes },
      });
      if (!written) {
        const [row] = await tx.execute<{ status: string; wait: number | null }[]>(
          `select status, ceil(extract(epoch from (on_my_way_at + make_interval(mins => ?) - now())))::int as wait from service_requests where id = ?`,
          [ON_MY_WAY_INTERVAL_MINUTES, r.id],
        );
        if (row && row.wait !== null && row.wait > 0) {
          const minutes = Math.ceil(row.wait / 60);
          throw new DomainError(
            ErrorCode.TOO_MANY_REQUESTS,
            `You already told the client you are on your way. You can tell them again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            [],
            row.wait,
          );
        }
        throw conflict('This job changed meanwhile; reload it and try again');
      }
      const message = onMyWayMessage(provider.name, r.title, etaMinutes);
      tx.create(Activity, {
        request: r,
        actor: viewer.user.id,
        actorRole: 'worker',
        action: 'on_my_way',
        description: etaMinutes === null ? 'On my way' : `On my way: arriving in about ${etaMinutes} min (${eta!.miles.toFixed(1)} mi at ${ARRIVAL_SPEED_MPH} mph)`,
      });
      const clientUser = await this.clientUserId(tx, r);
      await tx.flush();
      const notifications = clientUser
        ? [
            this.notifications.queue(
              {
                userId: clientUser,
                userType: 'client',
                type: 'on_my_way',
                title: 'Your worker is on the way',
                message: `${message} (${requestNumber(r.id)})`,
                data: { jobId: r.id, requestId: r.id, etaMinutes },
              },
              tx,
            ),
          ]
        : [];
      await enqueueAfterCommit(tx, { notifications, request: { requestId: r.id, kind: 'on_my_way' } });
    });
    return this.reload(requestId);
  }
}
