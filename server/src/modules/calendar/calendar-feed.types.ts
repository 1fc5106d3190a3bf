import { Field, ObjectType } from 'type-graphql';

@ObjectType('CalendarFeed', { description: "A person's private iCalendar feed of their visits (RFC 5545), to subscribe to in a calendar program" })
export class CalendarFeedAddress {
  @Field({ description: 'The feed\'s address: anyone who has it can read the visits, so keep it private; resetCalendarFeed replaces it' })
  url!: string;
}
