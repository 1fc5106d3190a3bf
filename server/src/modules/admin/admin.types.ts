import { RecurrenceInput } from '../requests/series.types';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SearchResultKindEnum, type SearchResultKind } from './admin-words';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import type { CompletedSort } from './completed';

@ObjectType({ description: 'The admin dashboard tiles' })
export class AdminDashboardStats {
  @Field(() => Int, { description: 'scheduled or in progress' }) activeJobs!: number;
  @Field(() => Int, { description: 'completed or closed successfully' }) completed!: number;
  @Field(() => Int, { description: 'pending with the consultation fee paid' }) pending!: number;
  @Field(() => Int, { description: 'pending with the consultation fee unpaid' }) unpaidRequests!: number;
  @Field(() => Int, { description: 'balances unpaid 7+ days after invoicing' }) pastDueBalances!: number;
  @Field(() => Int) pastDueTotalCents!: number;
  @Field(() => Int, { description: 'total revenue: every succeeded payment' }) earningsCents!: number;
  @Field(() => Int, { description: 'requests waiting for payment approval' }) reviewQueue!: number;
}

@ObjectType({ description: 'A worker offered for a request: name, category (or All Categories) and distance' })
export class AdminWorkerOption {
  @Field(() => ServiceProvider) provider!: ServiceProvider;
  @Field({ description: 'The first category name, or All Categories' }) categoryName!: string;
  @Field(() => [String]) categoryNames!: string[];
  @Field(() => Float, { nullable: true, description: 'miles from the job, one decimal; null when a location is unknown' }) distanceMiles!: number | null;
}

@ObjectType({ description: "An approved worker as a candidate for one request: whether the server's one assignment rule lets the admin assign them, why not, how far away they are and how many jobs they hold" })
export class AdminAssignableWorker {
  @Field(() => ServiceProvider) provider!: ServiceProvider;
  @Field({ description: 'The first category name, or All Categories' }) categoryName!: string;
  @Field(() => [String]) categoryNames!: string[];
  @Field({ description: 'Whether assignWorker would accept this worker for the request now' }) eligible!: boolean;
  @Field(() => String, { nullable: true, description: "Why not, for people: 'Not available', 'Offers other services', 'Location unknown' or 'Outside service radius: 42 mi > 25 mi'; null when eligible" }) reason!: string | null;
  @Field(() => String, { nullable: true, description: 'The rule\'s reason code: unavailable, category, distance_unknown or distance; null when eligible' }) reasonCode!: string | null;
  @Field(() => Float, { nullable: true, description: 'Miles from the job, one decimal; null when a location is unknown' }) distanceMiles!: number | null;
  @Field(() => Int, { description: 'Jobs the worker holds now (scheduled or in progress)' }) activeJobs!: number;
}

@ObjectType()
export class AdminAssignCandidate {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => [AdminWorkerOption], { description: 'available, category match, within the worker\'s radius; nearest first' }) workers!: AdminWorkerOption[];
}

@ObjectType()
export class AdminCompletedJob {
  @Field(() => ServiceRequest) request!: ServiceRequest;
  @Field(() => Int, { description: 'service cost: latest invoice, else actual, else estimated cost, else the consultation fee' }) amountCents!: number;
  @Field({ description: "'Same day', 'N days' under a week, else 'N weeks'" }) durationLabel!: string;
}

@ObjectType({ description: 'Finished work: count and total value over every finished job, and the jobs one page at a time' })
export class AdminCompletedJobs {
  @Field(() => Int) count!: number;
  @Field(() => Int) totalCents!: number;
  @Field(() => Int, { description: 'finished jobs the client rated' }) ratedCount!: number;
  @Field(() => Float, { nullable: true, description: 'average client rating of the rated jobs, null when none is rated' }) averageRating!: number | null;
  /** The order of the jobs (read by the jobs field). */
  sort!: CompletedSort;
}

@ObjectType()
export class AdminClientRow {
  @Field(() => Client) client!: Client;
  @Field(() => Int) requestCount!: number;
  @Field(() => Int, { description: 'succeeded payments' }) totalPaidCents!: number;
}

@ObjectType()
export class AdminProviderRow {
  @Field(() => ServiceProvider) provider!: ServiceProvider;
  @Field() categoryName!: string;
  @Field(() => [String]) categoryNames!: string[];
  @Field(() => Int) activeJobs!: number;
  @Field(() => Int, { description: 'sum of the worker\'s payouts' }) earningsCents!: number;
}

@ObjectType()
export class AdminSearchResult {
  @Field(() => SearchResultKindEnum) kind!: SearchResultKind;
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() subtitle!: string;
  @Field({ description: 'Where the admin goes to see it' }) link!: string;
}

@ObjectType()
export class AdminCustomerLookup {
  @Field(() => Client) client!: Client;
  @Field(() => Int) requestCount!: number;
  @Field(() => [ServiceRequest]) requests!: ServiceRequest[];
}

@InputType({ description: 'An admin creates a request for an existing client; every field is checked by the server' })
export class AdminCreateRequestInput {
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => ID, { nullable: true }) clientId?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'urgent, high, medium, normal (default) or low' }) priority?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not before today (required with recurrence)' }) preferredDate?: string | null;
  @Field(() => String, { nullable: true, description: 'morning, afternoon, evening or HH:MM (required with recurrence)' }) preferredTime?: string | null;
  @Field(() => RecurrenceInput, { nullable: true, description: 'Repeat the visit for the client: a series, its consultation fee paid once' }) recurrence?: RecurrenceInput | null;
}
