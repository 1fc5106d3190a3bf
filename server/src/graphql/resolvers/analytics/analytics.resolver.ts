import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { AdminActivityItem, AdminCategoryStats, AdminRevenue, AdvancedEarnings, CategoryRevenue } from '../../../modules/analytics/analytics.types';

@Resolver()
export class AnalyticsResolver {
  @Authorized('admin')
  @Query(() => AdvancedEarnings)
  adminAdvancedEarnings(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.analytics.advancedEarnings(viewer);
  }

  @Authorized('admin')
  @Query(() => [CategoryRevenue], { description: 'Every category by revenue, highest first (the dashboard shows the top 5)' })
  adminCategoryRevenue(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.analytics.categoryRevenue(viewer);
  }

  @Authorized('admin')
  @Query(() => AdminRevenue)
  adminRevenue(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.analytics.revenue(viewer);
  }

  @Authorized('admin')
  @Query(() => [AdminActivityItem])
  adminRecentActivity(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.analytics.recentActivity(viewer, limit);
  }

  @Authorized('admin')
  @Query(() => AdminCategoryStats)
  adminCategoryStats(@Arg('categoryId', () => ID) categoryId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.analytics.categoryStats(viewer, categoryId);
  }
}
