import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { CalendarFeedAddress } from '../../../modules/calendar/calendar-feed.types';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

/** The signed-in client's or worker's private calendar feed of their visits. */
@Resolver()
export class CalendarFeedResolver {
  @Authorized()
  @Query(() => CalendarFeedAddress, { description: 'Your private calendar feed (iCalendar) of your scheduled visits; made on first ask. Clients and workers.' })
  myCalendarFeed(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<CalendarFeedAddress> {
    return services.calendarFeeds.myFeed(viewer);
  }

  @Authorized()
  @Mutation(() => CalendarFeedAddress, { description: "Replace your calendar feed's address; the old address stops working (404)" })
  resetCalendarFeed(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<CalendarFeedAddress> {
    return services.calendarFeeds.reset(viewer);
  }
}
