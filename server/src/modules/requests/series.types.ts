import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RecurrenceFrequency, SeriesStatus } from '../../domain/recurrence';
import { SERIES_STATUSES } from '../../domain/recurrence';
import { wordEnum } from '../../domain/word-enum';

/** The schema names the frequencies in capitals (WEEKLY); the database, REST and the code keep the words (weekly). */
export const RecurrenceFrequencyEnum = { WEEKLY: 'weekly', BIWEEKLY: 'biweekly', MONTHLY: 'monthly' } as const;
registerEnumType(RecurrenceFrequencyEnum, { name: 'RecurrenceFrequency', description: 'How often a series repeats its visit: every week, every two weeks or every month' });

export const SeriesStatusEnum = wordEnum(SERIES_STATUSES);
registerEnumType(SeriesStatusEnum, { name: 'SeriesStatus', description: 'active, or ended (by the client; no further visits are created)' });

@InputType({ description: 'Make the visit repeat: a frequency, and either a number of visits (2 to 26) or a last date' })
export class RecurrenceInput {
  @Field(() => RecurrenceFrequencyEnum, { description: 'How often the visit repeats' }) frequency!: RecurrenceFrequency;
  @Field(() => Int, { nullable: true, description: 'How many visits, the first included (2 to 26)' }) count?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: visits up to and including this day (2 to 26 of them)' }) until?: string | null;
}

@ObjectType({ description: 'The series a visit belongs to: "Visit 3 of 8"' })
export class SeriesInfo {
  @Field(() => ID) id!: number;
  @Field(() => Int, { description: 'This visit\'s place in the series, from 1' }) position!: number;
  @Field(() => Int, { description: 'How many visits the series has' }) total!: number;
  @Field(() => RecurrenceFrequencyEnum, { description: 'How often the visit repeats' }) frequency!: RecurrenceFrequency;
  @Field(() => SeriesStatusEnum) status!: SeriesStatus;
}
