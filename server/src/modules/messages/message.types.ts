import { Field, ObjectType } from 'type-graphql';
import { SwitchNameEnum, type SwitchName } from '../notifications/message-words';

@ObjectType({ description: 'One switch of one person, as an unsubscribe link names it' })
export class MessageSubscription {
  @Field(() => SwitchNameEnum) switchName!: SwitchName;
  @Field({ description: 'The switch as people read it, e.g. Appointment reminders' }) label!: string;
  @Field({ description: 'Whether it is on now' }) subscribed!: boolean;
  @Field({ description: 'The address the messages go to, partly hidden' }) address!: string;
}
