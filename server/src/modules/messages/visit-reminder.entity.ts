import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { ServiceRequest } from '../requests/service-request.entity';

/**
 * One reminder per visit time of a request: the row is claimed (inserted) by the process that
 * sends the reminder, so it goes out once however many processes look; a reschedule is a new
 * visit time, so it gets a reminder of its own.
 */
@Entity({ tableName: 'visit_reminders' })
@Unique({ properties: ['request', 'scheduledAt'] })
export class VisitReminder {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ServiceRequest, { ref: true, deleteRule: 'cascade' })
  request!: Ref<ServiceRequest>;

  @Property()
  scheduledAt!: Date;

  @Property()
  createdAt: Date = new Date();
}
