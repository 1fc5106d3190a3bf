import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { PaymentMethod } from '../../../modules/payments/payment-method.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { PaymentMethodKindEnum } from '../../../domain/words';

@InputType()
export class AddPaymentMethodInput {
  @Field(() => PaymentMethodKindEnum, { description: 'apple_pay, google_pay or card' }) kind!: string;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true }) brand?: string | null;
  @Field(() => String, { nullable: true, description: 'The last 4 digits only; no card number is sent or stored' }) last4?: string | null;
}

@Resolver()
export class PaymentMethodResolver {
  @Authorized()
  @Query(() => [PaymentMethod], { description: "The viewer's saved payment methods, default first" })
  myPaymentMethods(@CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<PaymentMethod[]> {
    return services.paymentMethods.list(viewer);
  }

  @Authorized()
  @Mutation(() => PaymentMethod)
  addPaymentMethod(@Arg('input') input: AddPaymentMethodInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<PaymentMethod> {
    return services.paymentMethods.add(viewer, input);
  }

  @Authorized()
  @Mutation(() => [PaymentMethod], { description: 'Make one method the default; returns the list' })
  setDefaultPaymentMethod(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<PaymentMethod[]> {
    return services.paymentMethods.setDefault(viewer, id);
  }

  @Authorized()
  @Mutation(() => [PaymentMethod], { description: 'Remove a method; returns the list' })
  removePaymentMethod(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<PaymentMethod[]> {
    return services.paymentMethods.remove(viewer, id);
  }
}
