import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ServiceRequest } from '../requests/service-request.entity';
import { AdminPaymentRow } from '../payments/payment.types';
import { ActorRoleEnum } from '../../domain/words';

@ObjectType()
export class RevenueBreakdown {
  @Field(() => Int, { description: 'every succeeded payment' }) totalRevenueCents!: number;
  @Field(() => Int, { description: '$100 of each consultation payment' }) consultationFeesCents!: number;
  @Field(() => Int, { description: 'total revenue less consultation and processing fees and tips' }) serviceRevenueCents!: number;
  @Field(() => Int, { description: "tips, with a balance or added later: 100% the workers'" }) tipsCents!: number;
  @Field(() => Int, { description: '$2.99 of each consultation payment and of each service balance' }) processingFeesCents!: number;
  @Field(() => Int, { description: 'consultation fees of unpaid pending requests ($102.99 each)' }) outstandingConsultationFeesCents!: number;
}

@ObjectType()
export class ProfitAnalysis {
  @Field(() => Int, { description: 'total revenue less worker payouts' }) netProfitCents!: number;
  @Field(() => Float, { description: 'net profit / total revenue, percent, one decimal' }) profitMargin!: number;
  @Field(() => Int, { description: 'every worker payout (with tips)' }) workerCostsCents!: number;
}

@ObjectType()
export class CustomerMetrics {
  @Field(() => Int, { description: 'clients with at least one succeeded payment' }) totalActiveCustomers!: number;
  @Field(() => Int) avgCustomerValueCents!: number;
  @Field(() => Float, { description: 'percent of clients with a paid visit who have more than one (a recurring series\' visits count one each)' }) repeatCustomerRate!: number;
  @Field(() => Int, { description: 'recurring series still running (not ended by the client, the worker or their last visit)' }) activeSeries!: number;
}

@ObjectType()
export class OperationalMetrics {
  @Field(() => Float, { description: 'percent of approved workers with an active job' }) workerUtilizationRate!: number;
  @Field(() => Float, { description: 'hours from request to scheduled visit, on average' }) avgWaitTimeHours!: number;
  @Field(() => Float, { description: 'percent of requests cancelled' }) cancellationRate!: number;
}

@ObjectType()
export class MonthlyTrend {
  @Field({ description: 'YYYY-MM (UTC)' }) month!: string;
  @Field(() => Int) revenueCents!: number;
  @Field(() => Int) completedJobs!: number;
  @Field(() => Int, { description: 'revenue / completed jobs of the month' }) avgOrderValueCents!: number;
}

@ObjectType()
export class CategoryRevenue {
  @Field(() => ID) categoryId!: string;
  @Field() categoryName!: string;
  @Field(() => Int, { description: 'requests with a succeeded payment' }) jobs!: number;
  @Field(() => Int) revenueCents!: number;
  @Field(() => Int) payoutsCents!: number;
  @Field(() => Float, { description: '(revenue - payouts) / revenue, percent' }) profitMargin!: number;
}

@ObjectType({ description: 'Advanced Earnings Analytics, every figure from real data' })
export class AdvancedEarnings {
  @Field(() => RevenueBreakdown) revenueBreakdown!: RevenueBreakdown;
  @Field(() => ProfitAnalysis) profitAnalysis!: ProfitAnalysis;
  @Field(() => CustomerMetrics) customerMetrics!: CustomerMetrics;
  @Field(() => OperationalMetrics) operationalMetrics!: OperationalMetrics;
  @Field(() => [MonthlyTrend], { description: 'the last 6 months, oldest first' }) monthlyTrends!: MonthlyTrend[];
  @Field(() => [CategoryRevenue], { description: 'top 5 by revenue' }) topCategories!: CategoryRevenue[];
}

@ObjectType()
export class AdminRevenue {
  @Field(() => Int) totalRevenueCents!: number;
  @Field(() => Int) consultationCents!: number;
  @Field(() => Int, { description: 'service balances, their tips left out' }) balanceCents!: number;
  @Field(() => Int, { description: "tips, with a balance or added later: 100% the workers'" }) tipsCents!: number;
  @Field(() => Int, { description: 'succeeded payments waiting for admin approval' }) awaitingApprovalCents!: number;
  @Field(() => Int) payoutsReleasedCents!: number;
  @Field(() => Int, { description: 'payouts waiting for photo review or inspection' }) payoutsHeldCents!: number;
  @Field(() => [MonthlyTrend], { description: 'the last 12 months' }) monthly!: MonthlyTrend[];
  @Field(() => [AdminPaymentRow]) recentPayments!: AdminPaymentRow[];
}

@ObjectType()
export class AdminActivityItem {
  @Field(() => ID) id!: string;
  @Field({ description: 'activity (a request timeline entry) or audit (a money movement or admin decision)' }) source!: string;
  @Field() action!: string;
  @Field() description!: string;
  @Field(() => ID, { nullable: true }) requestId!: number | null;
  @Field(() => ActorRoleEnum, { nullable: true }) actorRole!: string | null;
  @Field(() => Int, { nullable: true }) amountCents!: number | null;
  @Field() createdAt!: Date;
}

@ObjectType()
export class AdminCategoryStats {
  @Field(() => ID) categoryId!: string;
  @Field() categoryName!: string;
  @Field(() => Int) totalRequests!: number;
  @Field(() => Int) queued!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) revenueCents!: number;
  @Field(() => Int) payoutsCents!: number;
  @Field(() => Float, { nullable: true }) averageRating!: number | null;
  @Field(() => [ServiceRequest]) recentRequests!: ServiceRequest[];
}
