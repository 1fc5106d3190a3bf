import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { RequestResolver } from '../modules/requests/request.resolver';

/** Every resolver of the schema. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  CatalogResolver,
  NotificationResolver,
  RequestResolver,
];
