import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Client } from '../clients/client.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { RECURRENCE_FREQUENCIES, SERIES_STATUSES, type RecurrenceFrequency, type SeriesStatus } from '../../domain/recurrence';

/**
 * A series of recurring visits. Each visit is a service request of its own (service_requests
 * series_id and series_position, unique together); the first carries the consultation fee,
 * paid once for the series. The worker who accepts the first visit keeps the series
 * (`provider`): later visits are created for them, on a rolling window, by the scheduler
 * (jobs/visit-series.ts). `total` is the number of visits the client asked for (a count, or
 * the visits up to `until`).
 */
@Entity({ tableName: 'visit_series' })
@Index({ properties: ['status', 'provider'] })
export class Series {
  [OptionalProps]?: 'createdAt' | 'status' | 'provider' | 'endedAt' | 'count' | 'until' | 'specificTime';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @ManyToOne(() => ServiceProvider, { ref: true, nullable: true })
  provider: Ref<ServiceProvider> | null = null;

  @Enum({ items: [...RECURRENCE_FREQUENCIES], columnType: 'varchar(10)' })
  frequency!: RecurrenceFrequency;

  @Check({ expression: '"count" is null or ("count" >= 2 and "count" <= 26)' })
  @Property({ type: 'smallint', nullable: true })
  count: number | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  until: string | null = null;

  @Check({ expression: '"total" >= 2 and "total" <= 26' })
  @Property({ type: 'smallint' })
  total!: number;

  /** The first visit's date (YYYY-MM-DD); the others follow from it. */
  @Property({ length: 10 })
  anchorDate!: string;

  /** morning, afternoon, evening, specific or HH:MM: the time of day of every visit. */
  @Check({ expression: `"preferred_time" ~ '^(morning|afternoon|evening|specific|([01][0-9]|2[0-3]):[0-5][0-9])$'` })
  @Property({ type: 'string', length: 20 })
  preferredTime!: string;

  @Check({ expression: `"specific_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'` })
  @Property({ type: 'string', length: 5, nullable: true })
  specificTime: string | null = null;

  @Enum({ items: [...SERIES_STATUSES], columnType: 'varchar(10)' })
  status: SeriesStatus = 'active';

  @Property()
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;
}
