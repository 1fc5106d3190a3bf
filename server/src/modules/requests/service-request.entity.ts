import { BeforeCreate, Check, Embedded, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Client } from '../clients/client.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Series } from './series.entity';
import { CONSULTATION_FEE_CENTS } from '../../domain/constants';
import { displayStatus, PRIORITIES, REQUEST_STATUSES, type DisplayStatus, type Priority, type RequestStatus } from '../../domain/request-status';
import { ApprovalStatusEnum, DisplayStatusEnum, PriorityEnum, RequestStatusEnum, type ApprovalStatus } from '../../domain/words';
import { Place, type CompletePlace } from '../../domain/place';
import { RecordedPaymentMethodEnum, RequestPaymentStatusEnum } from '../../domain/words';
import { APPROVAL_STATUSES, RECORDED_PAYMENT_METHODS, REQUEST_PAYMENT_STATUSES } from '../../domain/words';

@ObjectType({ description: 'A client\'s service request, from request to payout', simpleResolvers: true })
@Entity({ tableName: 'service_requests' })
@Index({ properties: ['status', 'appointmentFeePaid'] })
@Index({ properties: ['client', 'createdAt'] })
@Index({ properties: ['provider', 'status'] })
@Index({ properties: ['createdAt'] })
/** The open queue: paid pending requests, newest first. */
@Index({ name: 'service_requests_pending_paid_created_index', expression: `create index "service_requests_pending_paid_created_index" on "service_requests" ("created_at") where "status" = 'pending' and "appointment_fee_paid" = true` })
/** The worker's open queue: paid pending unassigned requests by category, with the bounding-box columns and the sort columns (a page ranks from the index alone). */
@Index({
  name: 'service_requests_open_queue_index',
  expression: `create index "service_requests_open_queue_index" on "service_requests" ("category_id", "service_latitude", "service_longitude") include ("priority", "created_at", "id") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null`,
})
/** The 7-day refund: paid pending requests no worker has taken, by payment time (the sweep and the admin's deadline list). */
@Index({ name: 'service_requests_refund_deadline_index', expression: `create index "service_requests_refund_deadline_index" on "service_requests" ("payment_date", "id") where "status" = 'pending' and "appointment_fee_paid" = true and "provider_id" is null` })
/** Admin Active Jobs: scheduled or in progress, newest first (keyset pagination). */
@Index({ name: 'service_requests_active_created_index', expression: `create index "service_requests_active_created_index" on "service_requests" ("created_at") where "status" in ('scheduled', 'in_progress')` })
/** The admin schedule: visits from a day on, soonest first. */
@Index({ properties: ['scheduledAt'] })
/** The Admin Review Queue: finished work whose payment approval is absent or pending, oldest first. */
@Index({
  name: 'service_requests_review_queue_index',
  expression: `create index "service_requests_review_queue_index" on "service_requests" ("created_at") where "status" in ('completed', 'closed_pending_review') and ("admin_approval_status" is null or "admin_approval_status" = 'pending')`,
})
/** Completed Jobs by finish time (completion, else last change), recent or oldest first. */
@Index({
  name: 'service_requests_done_at_index',
  expression: `create index "service_requests_done_at_index" on "service_requests" ((coalesce("completed_at", "updated_at")), "id") where "status" in ('completed', 'closed_successful')`,
})
/** Past-due balances: finished work whose balance is not paid yet. */
@Index({
  name: 'service_requests_unpaid_finished_index',
  expression: `create index "service_requests_unpaid_finished_index" on "service_requests" ("id") where "status" in ('completed', 'closed_pending_review', 'closed_successful') and "balance_paid" = false and "invoice_paid" = false`,
})
/** A series' visits: one row a position, created once however many processes fill the window. */
@Unique({ name: 'service_requests_series_position_unique', properties: ['series', 'seriesPosition'] })
export class ServiceRequest {
  [OptionalProps]?: 'displayStatus' | 'clientId' | 'providerId' | 'categoryId' | 'serviceCity' | 'serviceState' | 'serviceZipCode' | 'createdAt' | 'updatedAt' | 'status' | 'priority' | 'appointmentFeeCents' | 'appointmentFeePaid' |
    'paymentStatus' | 'provider' | 'estimatedCostCents' | 'actualCostCents' | 'serviceLatitude' | 'serviceLongitude' |
    'preferredDate' | 'preferredTime' | 'specificTime' | 'alternativeTime1' | 'alternativeTime2' | 'scheduledAt' |
    'estimatedDuration' | 'notes' | 'balancePaid' | 'paymentMethod' | 'paymentDate' | 'paymentAmountCents' |
    'hundredDollarSpecial' | 'invoicePaid' | 'invoicePaymentAmountCents' | 'invoicePaymentDate' | 'adminApprovalStatus' |
    'adminNotes' | 'rating' | 'inspectionDate' | 'inspectionNotes' | 'tipCents' | 'completedAt' | 'cancelledAt' | 'onMyWayAt' | 'etaMinutes' |
    'version' | 'serviceTypeName' | 'series' | 'seriesPosition' | 'seriesId';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'The service type chosen in the wizard' })
  @Property({ type: 'string', length: 150, nullable: true })
  serviceTypeName: string | null = null;

  @ManyToOne(() => ServiceCategory, { ref: true })
  category!: Ref<ServiceCategory>;

  @ManyToOne(() => Client, { ref: true })
  client!: Ref<Client>;

  @ManyToOne(() => ServiceProvider, { ref: true, nullable: true })
  provider: Ref<ServiceProvider> | null = null;

  /** Read-only here: a status changes only through transitionStatus (requests/request-writes.ts), driven by the transition table. */
  @Field(() => RequestStatusEnum)
  @Enum({ items: [...REQUEST_STATUSES], columnType: 'varchar(30)' })
  readonly status: RequestStatus = 'pending';

  @Field(() => PriorityEnum)
  @Enum({ items: [...PRIORITIES], columnType: 'varchar(10)' })
  priority: Priority = 'normal';

  @Field(() => Int)
  @Check({ expression: '"appointment_fee_cents" >= 0' })
  @Property()
  appointmentFeeCents: number = CONSULTATION_FEE_CENTS;

  @Field()
  @Property()
  appointmentFeePaid: boolean = false;

  @Field(() => RequestPaymentStatusEnum)
  @Enum({ items: [...REQUEST_PAYMENT_STATUSES], columnType: 'varchar(30)' })
  paymentStatus: (typeof REQUEST_PAYMENT_STATUSES)[number] = 'unpaid';

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"estimated_cost_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  estimatedCostCents: number | null = null;

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"actual_cost_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  actualCostCents: number | null = null;

  @Field()
  @Property({ length: 200 })
  clientName!: string;

  /**
   * Where the service happens, in the columns service_address, service_city, service_state,
   * service_zip_code, service_latitude and service_longitude. The schema has it as address
   * (and, deprecated, as serviceAddress, serviceCity, serviceState and serviceZipCode), both
   * through RequestResolver, which hides the street from workers who see the job only as an
   * open job; the coordinates as serviceLatitude and serviceLongitude.
   */
  @Embedded(() => Place, { prefix: 'service_' })
  address!: CompletePlace;

  @Field({ deprecationReason: 'Use address { city }' })
  get serviceCity(): string {
    return this.address.city;
  }

  @Field({ deprecationReason: 'Use address { state }' })
  get serviceState(): string {
    return this.address.state;
  }

  @Field({ deprecationReason: 'Use address { zipCode }' })
  get serviceZipCode(): string {
    return this.address.zipCode;
  }

  @Field(() => Float, { nullable: true })
  get serviceLatitude(): number | null {
    return this.address.latitude;
  }

  @Field(() => Float, { nullable: true })
  get serviceLongitude(): number | null {
    return this.address.longitude;
  }

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'string', length: 10, nullable: true })
  preferredDate: string | null = null;

  @Field(() => String, { nullable: true, description: 'morning, afternoon, evening, specific or HH:MM' })
  @Check({ expression: `"preferred_time" ~ '^(morning|afternoon|evening|specific|([01][0-9]|2[0-3]):[0-5][0-9])$'` })
  @Property({ type: 'string', length: 20, nullable: true })
  preferredTime: string | null = null;

  @Field(() => String, { nullable: true })
  @Check({ expression: `"specific_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'` })
  @Property({ type: 'string', length: 5, nullable: true })
  specificTime: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  alternativeTime1: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  alternativeTime2: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  scheduledAt: Date | null = null;

  @Field(() => Int, { nullable: true, description: 'minutes' })
  @Check({ expression: '"estimated_duration" >= 0' })
  @Property({ type: 'integer', nullable: true })
  estimatedDuration: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field()
  @Property()
  balancePaid: boolean = false;

  @Field(() => RecordedPaymentMethodEnum, { nullable: true })
  @Enum({ items: [...RECORDED_PAYMENT_METHODS], columnType: 'varchar(30)', nullable: true })
  paymentMethod: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paymentDate: Date | null = null;

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"payment_amount_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  paymentAmountCents: number | null = null;

  @Field()
  @Property()
  hundredDollarSpecial: boolean = false;

  @Field()
  @Property()
  invoicePaid: boolean = false;

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"invoice_payment_amount_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  invoicePaymentAmountCents: number | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  invoicePaymentDate: Date | null = null;

  @Field(() => ApprovalStatusEnum, { nullable: true, description: 'absent until the work is paid for and awaits a decision' })
  @Enum({ items: [...APPROVAL_STATUSES], columnType: 'varchar(20)', nullable: true })
  adminApprovalStatus: ApprovalStatus | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"rating" >= 1 and "rating" <= 5' })
  @Property({ type: 'smallint', nullable: true })
  rating: number | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  inspectionDate: Date | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  inspectionNotes: string | null = null;

  /** The series this visit belongs to (null: a one-time request); GraphQL `series` through RequestResolver. */
  @ManyToOne(() => Series, { ref: true, nullable: true })
  series: Ref<Series> | null = null;

  @Check({ expression: '"series_position" is null or ("series_position" >= 1 and "series_position" <= 26)' })
  @Property({ type: 'smallint', nullable: true })
  seriesPosition: number | null = null;

  @Field(() => Int)
  @Check({ expression: '"tip_cents" >= 0' })
  @Property()
  tipCents: number = 0;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Field()
  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the worker last said they were on their way ("On my way")' })
  @Property({ type: 'datetime', nullable: true })
  onMyWayAt: Date | null = null;

  @Field(() => Int, { nullable: true, description: "The arrival estimate given with onMyWayAt, in minutes (from the worker's ZIP code to the job's at 30 mph, rounded up to 5 minutes); null when it could not be estimated" })
  @Check({ expression: '"eta_minutes" >= 5 and "eta_minutes" <= 1440' })
  @Property({ type: 'smallint', nullable: true })
  etaMinutes: number | null = null;

  @Property({ version: true })
  version: number = 1;

  /** Coordinates are always stored when the ZIP is known: the worker queue computes distance in SQL from them. */
  @BeforeCreate()
  locate(): void {
    this.address = this.address.located() as CompletePlace;
  }

  @Field(() => DisplayStatusEnum, { description: 'The status a person sees: awaiting_payment for an unpaid pending request' })
  get displayStatus(): DisplayStatus {
    return displayStatus(this.status, this.appointmentFeePaid);
  }

  @Field(() => ID)
  get clientId(): number {
    return this.client.id;
  }

  @Field(() => ID, { nullable: true })
  get providerId(): number | null {
    return this.provider?.id ?? null;
  }

  /** The series this visit belongs to (null: a one-time request). */
  get seriesId(): number | null {
    return this.series?.id ?? null;
  }

  @Field(() => ID)
  get categoryId(): number {
    return this.category.id;
  }
}
