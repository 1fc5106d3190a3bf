/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.AdminAccessDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": typeof types.ClearNotificationsDocument,
    "\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.ImpersonateDemoDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.StopImpersonationDocument,
    "\n  query Me {\n    me {\n      sessionRole\n      clientId\n      impersonatorName\n      user {\n        id\n        email\n        role\n        firstName\n        lastName\n        phone\n        referralCode\n        createdAt\n      }\n      provider {\n        id\n        status\n        onboardingCompleted\n        backgroundCheckStatus\n        documentVerificationStatus\n        approved\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.AdminAccessDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": types.ClearNotificationsDocument,
    "\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.ImpersonateDemoDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.StopImpersonationDocument,
    "\n  query Me {\n    me {\n      sessionRole\n      clientId\n      impersonatorName\n      user {\n        id\n        email\n        role\n        firstName\n        lastName\n        phone\n        referralCode\n        createdAt\n      }\n      provider {\n        id\n        status\n        onboardingCompleted\n        backgroundCheckStatus\n        documentVerificationStatus\n        approved\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n"): (typeof documents)["\n  mutation ClearNotifications {\n    clearNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      sessionRole\n      clientId\n      impersonatorName\n      user {\n        id\n        email\n        role\n        firstName\n        lastName\n        phone\n        referralCode\n        createdAt\n      }\n      provider {\n        id\n        status\n        onboardingCompleted\n        backgroundCheckStatus\n        documentVerificationStatus\n        approved\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      sessionRole\n      clientId\n      impersonatorName\n      user {\n        id\n        email\n        role\n        firstName\n        lastName\n        phone\n        referralCode\n        createdAt\n      }\n      provider {\n        id\n        status\n        onboardingCompleted\n        backgroundCheckStatus\n        documentVerificationStatus\n        approved\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;