import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

@InputType({ description: "A device's push keys, as the browser's PushSubscription.toJSON() gives them" })
export class PushSubscriptionKeysInput {
  @Field({ description: "The device's P-256 public key (65 bytes, base64url)" }) p256dh!: string;
  @Field({ description: "The device's authentication secret (16 bytes, base64url)" }) auth!: string;
}

@InputType({ description: "This device's Web Push subscription (PushSubscription.toJSON()): where its push service takes messages, and the keys they are encrypted to" })
export class PushSubscriptionInput {
  @Field({ description: "The push service's https address for this device" }) endpoint!: string;
  @Field(() => PushSubscriptionKeysInput, { description: 'The keys a push to this device is encrypted to' }) keys!: PushSubscriptionKeysInput;
}

/** "Notify me on this device": push notifications per device, for every role. */
@Resolver()
export class PushSubscriptionResolver {
  @Authorized()
  @Query(() => String, { description: "The server's VAPID public key (base64url): subscribe the device with it (PushManager.subscribe applicationServerKey)" })
  pushPublicKey(@Ctx() { services }: AppContext): string {
    return services.pushSubscriptions.publicKey();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turn push notifications on for this device, for you (the device moves to you if someone else had turned it on)' })
  registerPushSubscription(@Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<boolean> {
    return services.pushSubscriptions.register(viewer.userId, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turn push notifications off for this device; false when it was not on for you' })
  removePushSubscription(@Arg('endpoint') endpoint: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<boolean> {
    return services.pushSubscriptions.remove(viewer.userId, endpoint);
  }
}
