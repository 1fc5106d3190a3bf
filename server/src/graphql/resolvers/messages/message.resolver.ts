import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AudienceEnum, type Audience } from '../../../domain/words';
import type { AppContext } from '../../context';
import { Connection, PageArgs } from '../../pagination';
import { OutboundMessage } from '../../../modules/notifications/outbound-message.entity';
import { ServiceRequest } from '../../../modules/requests/service-request.entity';
import { MessageSubscription } from '../../../modules/messages/message.types';
import { MESSAGE_KINDS, isMessageKind } from '../../../modules/notifications/message-kinds';
import { refundDueAt } from '../../../modules/messages/fee-refunds';

const OutboundMessageConnection = Connection(OutboundMessage);
const ServiceRequestConnection = Connection(ServiceRequest);

/** Outbound messages for admins, and the unsubscribe links (public: the token is the credential). */
@Resolver(() => OutboundMessage)
export class MessageResolver {
  @Authorized('admin')
  @Query(() => OutboundMessageConnection, { description: 'Recent e-mails and text messages with their state (queued, sending, sent, failed, skipped_preference, skipped_no_address, cancelled), newest first' })
  adminMessages(@Arg('state', () => String, { nullable: true }) state: string | null, @Args() page: PageArgs, @Ctx() { services }: AppContext) {
    return services.messages.adminMessages(state, page);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestConnection, { description: 'Paid requests no worker has taken yet, the nearest 7-day refund deadline (feeRefundDueAt) first' })
  adminRefundDeadlines(@Args() page: PageArgs, @Ctx() { services }: AppContext) {
    return services.messages.refundDeadlines(page);
  }

  @Query(() => MessageSubscription, { description: 'The switch an unsubscribe link (from an e-mail) names, and whether it is on; no sign-in needed' })
  messageSubscription(@Arg('token') token: string, @Ctx() { services }: AppContext): Promise<MessageSubscription> {
    return services.messages.subscription(token);
  }

  @Mutation(() => MessageSubscription, { description: 'Turn off the switch an unsubscribe link names, without signing in' })
  unsubscribe(@Arg('token') token: string, @Ctx() { services }: AppContext): Promise<MessageSubscription> {
    return services.messages.setSubscribed(token, false);
  }

  @Mutation(() => MessageSubscription, { description: 'Turn the switch an unsubscribe link names back on, without signing in' })
  resubscribe(@Arg('token') token: string, @Ctx() { services }: AppContext): Promise<MessageSubscription> {
    return services.messages.setSubscribed(token, true);
  }

  @FieldResolver(() => String, { description: 'The name of the person it is for' })
  async recipientName(@Root() m: OutboundMessage): Promise<string> {
    const user = await m.user.load();
    return user?.fullName ?? '';
  }

  @FieldResolver(() => AudienceEnum, { nullable: true, description: "Whom the message is for (a security message: the side of the person's account); null for a kind no longer sent" })
  async audience(@Root() m: OutboundMessage): Promise<Audience | null> {
    if (!isMessageKind(m.kind)) return null;
    const audience = MESSAGE_KINDS[m.kind].audience;
    if (audience !== 'account') return audience;
    const user = await m.user.load();
    return user ? (user.role as Audience) : null;
  }
}

@Resolver(() => ServiceRequest)
export class RefundDeadlineResolver {
  @FieldResolver(() => Date, { nullable: true, description: 'When the consultation fee is refunded if no worker has accepted or been assigned by then (paid pending requests only)' })
  feeRefundDueAt(@Root() r: ServiceRequest): Date | null {
    if (r.status !== 'pending' || !r.appointmentFeePaid || r.provider || !r.paymentDate) return null;
    return refundDueAt(r.paymentDate);
  }
}
