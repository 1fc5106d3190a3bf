import { Check, Embedded, Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { User } from '../users/user.entity';
import { Client } from '../clients/client.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { CheckStatusEnum, ProviderStatusEnum } from '../../domain/words';
import { Place } from '../../domain/place';
import { BANK_ACCOUNT_KINDS, type BankAccountKind } from './provider-words';
import { CHECK_STATUSES, PROVIDER_STATUS_WORDS } from '../../domain/words';

export const PROVIDER_STATUSES = ['pending_approval', 'pending', 'available', 'approved', 'busy', 'offline', 'rejected', 'suspended'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
export type CheckStatus = 'pending' | 'approved' | 'rejected';

export interface OnboardingData {
  workerInfo: { name: string; email: string; phone: string; zipCode: string; serviceRadius: number; serviceAreas: string[] };
  selectedCategories: number[];
  serviceAgreements: { termsOfService: boolean; platformFeeAgreement: boolean; qualityStandards: boolean; communicationStandards: boolean };
  submittedAt: string;
}

export interface ProviderSettings {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  /** E-mail / text alerts of every new job in the worker's area: off unless they ask. */
  newJobAlerts?: boolean;
}

@ObjectType({ description: 'A worker (service provider) and their application' })
@Entity({ tableName: 'service_providers' })
/** The admin's provider lists, by name (keyset pagination). */
@Index({ properties: ['name'] })
@Check({ name: 'service_providers_zip_code_check', expression: '"zip_code" is not null' })
export class ServiceProvider {
  [OptionalProps]?: 'isApproved' | 'createdAt' | 'updatedAt' | 'status' | 'onboardingCompleted' | 'documentVerificationStatus' |
    'backgroundCheckStatus' | 'backgroundCheckCompletedAt' | 'documentRequest' | 'documentRequestNote' | 'documentRequestedAt' | 'suspendedAt' | 'suspensionReason' | 'rating' | 'ratingCount' | 'totalJobs' | 'completedJobs' | 'zipCode' | 'latitude' | 'longitude' |
    'hourlyRateCents' | 'client' | 'category' | 'settings' | 'bankAccountHolderName' | 'bankName' | 'bankAccountType' |
    'bankRoutingNumber' | 'bankAccountNumber' | 'bankVerified' | 'approvedAt' | 'user' | 'version';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @OneToOne(() => User, { ref: true, nullable: true, unique: true, owner: true })
  user: Ref<User> | null = null;

  @Index()
  @ManyToOne(() => Client, { ref: true, nullable: true })
  client: Ref<Client> | null = null;

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 30 })
  phone!: string;

  /**
   * Where the worker works from: their ZIP code (required) and its coordinates, in the columns
   * zip_code, latitude and longitude. The street, city and state a worker keeps are in their
   * settings; the place's own stay empty.
   */
  @Embedded(() => Place, { prefix: false, nullable: true })
  place!: Place;

  @Field()
  get zipCode(): string {
    return this.place.zipCode!;
  }

  @Field(() => Int)
  @Check({ expression: '"service_radius" >= 1 and "service_radius" <= 500' })
  @Property()
  serviceRadius!: number;

  /** The first selected category. */
  @ManyToOne(() => ServiceCategory, { ref: true, nullable: true })
  category: Ref<ServiceCategory> | null = null;

  @Field(() => [Int])
  @Property({ type: 'json' })
  serviceCategories!: number[];

  @Field(() => ProviderStatusEnum)
  @Index()
  @Enum({ items: [...PROVIDER_STATUS_WORDS], columnType: 'varchar(20)' })
  status: ProviderStatus = 'pending_approval';

  @Field()
  @Property()
  onboardingCompleted: boolean = true;

  @Field(() => CheckStatusEnum)
  @Enum({ items: [...CHECK_STATUSES], columnType: 'varchar(20)' })
  documentVerificationStatus: CheckStatus = 'pending';

  @Field(() => CheckStatusEnum)
  @Enum({ items: [...CHECK_STATUSES], columnType: 'varchar(20)' })
  backgroundCheckStatus: CheckStatus = 'pending';

  /** Average of the reviews' worker ratings, 0 until the first review. */
  @Field(() => Float)
  @Check({ expression: '"rating" >= 0::double precision and "rating" <= 5::double precision' })
  @Property({ type: 'double' })
  rating: number = 0;

  @Field(() => Int)
  @Check({ expression: '"rating_count" >= 0' })
  @Property()
  ratingCount: number = 0;

  @Field(() => Int)
  @Check({ expression: '"total_jobs" >= 0' })
  @Property()
  totalJobs: number = 0;

  @Field(() => Int)
  @Check({ expression: '"completed_jobs" >= 0' })
  @Property()
  completedJobs: number = 0;

  @Field(() => Float, { nullable: true })
  get latitude(): number | null {
    return this.place.latitude;
  }

  @Field(() => Float, { nullable: true })
  get longitude(): number | null {
    return this.place.longitude;
  }

  @Field(() => Int, { nullable: true })
  @Check({ expression: '"hourly_rate_cents" >= 0' })
  @Property({ type: 'integer', nullable: true })
  hourlyRateCents: number | null = null;

  @Field(() => GraphQLJSON)
  @Property({ type: 'json' })
  onboardingData!: OnboardingData;

  @Property({ type: 'json', nullable: true })
  settings: ProviderSettings | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  bankAccountHolderName: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  bankName: string | null = null;

  @Enum({ items: [...BANK_ACCOUNT_KINDS], columnType: 'varchar(20)', nullable: true })
  bankAccountType: BankAccountKind | null = null;

  @Property({ type: 'string', length: 9, nullable: true, hidden: true })
  bankRoutingNumber: string | null = null;

  /** Encrypted (AES-256-GCM, `enc:v1:...`): sealAccountNumber / openAccountNumber in bank-account.ts. */
  @Property({ type: 'text', nullable: true, hidden: true })
  bankAccountNumber: string | null = null;

  @Property()
  bankVerified: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  approvedAt: Date | null = null;

  /** When an admin recorded the background check complete (adminCompleteBackgroundCheck). */
  @Field(() => Date, { nullable: true, description: 'When an admin recorded the background check as complete' })
  @Property({ type: 'datetime', nullable: true })
  backgroundCheckCompletedAt: Date | null = null;

  /** The document an admin last asked this worker for (adminRequestWorkerDocument), with the admin's note. */
  @Field(() => String, { nullable: true, description: 'The document an admin last asked this worker for' })
  @Property({ type: 'string', length: 200, nullable: true })
  documentRequest: string | null = null;

  @Property({ type: 'text', nullable: true })
  documentRequestNote: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When an admin last asked this worker for a document' })
  @Property({ type: 'datetime', nullable: true })
  documentRequestedAt: Date | null = null;

  /** When and why an admin suspended the worker (adminSuspendWorker). */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;

  @Property({ version: true })
  version: number = 1;

  @Field()
  @Property()
  createdAt: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** The worker gate: onboarding completed and both checks approved. */
  get isApproved(): boolean {
    return this.onboardingCompleted && this.backgroundCheckStatus === 'approved' && this.documentVerificationStatus === 'approved';
  }
}
