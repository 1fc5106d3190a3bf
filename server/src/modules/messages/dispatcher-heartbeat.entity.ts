import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The last sign of life of each message dispatcher (one per API process), written every few
 * seconds while it runs. A message is held by a dispatcher (outbound_messages.claimed_by)
 * only while that dispatcher's heartbeat is recent: the claims of a process that died are
 * taken over within seconds, not after the lease.
 */
@Entity({ tableName: 'dispatcher_heartbeats' })
export class DispatcherHeartbeat {
  @PrimaryKey({ length: 100 })
  instanceId!: string;

  @Property()
  beatAt!: Date;
}
