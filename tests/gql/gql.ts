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
    "mutation CalendarE2eAccept($id: ID!) { acceptJob(requestId: $id) { id } }": typeof types.CalendarE2eAcceptDocument,
    "mutation CalendarE2eSchedule($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }": typeof types.CalendarE2eScheduleDocument,
    "query MessagesMessageSubscription($t: String!) { messageSubscription(token: $t) { switchName label subscribed address } }": typeof types.MessagesMessageSubscriptionDocument,
    "mutation MessagesResubscribe($t: String!) { resubscribe(token: $t) { subscribed } }": typeof types.MessagesResubscribeDocument,
    "mutation RemindersRefundsUnsubscribe($t: String!) { unsubscribe(token: $t) { switchName subscribed } }": typeof types.RemindersRefundsUnsubscribeDocument,
    "mutation AccountRecoveryRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }": typeof types.AccountRecoveryRegisterDocument,
    "query AccountRecoveryMe { me { user { id } } }": typeof types.AccountRecoveryMeDocument,
    "mutation AccountRecoveryChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }": typeof types.AccountRecoveryChangePasswordDocument,
    "mutation AccountRecoveryRequestPasswordReset($e: String!) { requestPasswordReset(email: $e) }": typeof types.AccountRecoveryRequestPasswordResetDocument,
    "mutation AccountRecoveryResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) }": typeof types.AccountRecoveryResetPasswordDocument,
    "query AccountRecoveryMySessions { mySessions { id createdAt lastUsedAt expiresAt userAgent current viaAdmin } }": typeof types.AccountRecoveryMySessionsDocument,
    "query AccountRecoveryNotifications { notifications { items { type } } }": typeof types.AccountRecoveryNotificationsDocument,
    "mutation AccountRecoverySignOutSession($id: ID!) { signOutSession(id: $id) }": typeof types.AccountRecoverySignOutSessionDocument,
    "mutation AccountRecoverySignOutOtherSessions { signOutOtherSessions }": typeof types.AccountRecoverySignOutOtherSessionsDocument,
    "mutation AdminAnalyticsAdminAccess { adminAccess(password: \"elite-admin-2026\") { token } }": typeof types.AdminAnalyticsAdminAccessDocument,
    "mutation AnswersCarryChangesPay($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id billingEntry { requestId status amountDueCents paidCents } } } }": typeof types.AnswersCarryChangesPayDocument,
    "mutation AnswersCarryChangesCancel($id: ID!) { cancelServiceRequest(id: $id) { id billingEntry { requestId status } clientStats { totalRequests reviewCount } } }": typeof types.AnswersCarryChangesCancelDocument,
    "mutation AnswersCarryChangesReview($i: SubmitReviewInput!) { submitReview(input: $i) { id request { id rating canRate clientStats { reviewCount averageRatingGiven } } } }": typeof types.AnswersCarryChangesReviewDocument,
    "mutation AnswersCarryChangesApply($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token viewer { sessionRole user { role } provider { status } } } }": typeof types.AnswersCarryChangesApplyDocument,
    "query AssignableWorkersAssignableWorkers($id: ID!) { assignableWorkers(requestId: $id) { eligible reason reasonCode distanceMiles activeJobs provider { id name } } }": typeof types.AssignableWorkersAssignableWorkersDocument,
    "mutation AssignableWorkersAssignWorker($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status provider { id } } }": typeof types.AssignableWorkersAssignWorkerDocument,
    "query BankAccountEncryptionMyBankAccount { myBankAccount { accountNumberMasked routingNumberMasked } }": typeof types.BankAccountEncryptionMyBankAccountDocument,
    "mutation BankAccountEncryptionUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }": typeof types.BankAccountEncryptionUpdateBankAccountDocument,
    "mutation BankAccountEncryptionUpdateBankAccount2($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }": typeof types.BankAccountEncryptionUpdateBankAccount2Document,
    "query BankAccountEncryptionAdminPayouts { adminPayouts { items { providerName payout { amountCents status } } } adminProviders { items { provider { name } earningsCents } } }": typeof types.BankAccountEncryptionAdminPayoutsDocument,
    "query BankAccountEncryptionMyPayouts { myPayouts { items { amountCents status } } }": typeof types.BankAccountEncryptionMyPayoutsDocument,
    "query BankAccountEncryptionMyBankAccount2 { myBankAccount { accountNumberMasked } }": typeof types.BankAccountEncryptionMyBankAccount2Document,
    "query CalendarFeedUrl { myCalendarFeed { url } }": typeof types.CalendarFeedUrlDocument,
    "mutation CalendarFeedReset { resetCalendarFeed { url } }": typeof types.CalendarFeedResetDocument,
    "mutation CalendarAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status } }": typeof types.CalendarAcceptJobDocument,
    "mutation CalendarScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id scheduledAt } }": typeof types.CalendarScheduleJobDocument,
    "mutation CalendarCancelRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }": typeof types.CalendarCancelRequestDocument,
    "mutation ClientAccountSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating comment } }": typeof types.ClientAccountSubmitReviewDocument,
    "query ClientAccountNotifications { notifications { items { type } } }": typeof types.ClientAccountNotificationsDocument,
    "mutation ClientAccountJoinWaitlist($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined entry { id email zipCode userType } } }": typeof types.ClientAccountJoinWaitlistDocument,
    "query ClientAccountNotifications2 { notifications { items { title message } } }": typeof types.ClientAccountNotifications2Document,
    "query ClientAccountMyClientProfile { myClientProfile { name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders } }": typeof types.ClientAccountMyClientProfileDocument,
    "query ClientAccountMyClientStats { myClientStats { totalRequests completed averageRatingGiven } }": typeof types.ClientAccountMyClientStatsDocument,
    "mutation ClientAccountAddPaymentMethod($i: AddPaymentMethodInput!) { addPaymentMethod(input: $i) { id label isDefault } }": typeof types.ClientAccountAddPaymentMethodDocument,
    "mutation ClientAccountSetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }": typeof types.ClientAccountSetDefaultPaymentMethodDocument,
    "query ClientAccountMyPaymentMethods { myPaymentMethods { id } }": typeof types.ClientAccountMyPaymentMethodsDocument,
    "mutation ClientAccountRemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }": typeof types.ClientAccountRemovePaymentMethodDocument,
    "query ClientAccountMyReferral { myReferral { code referred qualified earnedCents } }": typeof types.ClientAccountMyReferralDocument,
    "query ClientAccountMyReferral2 { myReferral { referred } }": typeof types.ClientAccountMyReferral2Document,
    "query ClientAccountMyBilling { myBilling { items { requestId status totalCents amountDueCents dueFor } } }": typeof types.ClientAccountMyBillingDocument,
    "query ClientPaymentsNotifications { notifications { items { type } } }": typeof types.ClientPaymentsNotificationsDocument,
    "query ClientPaymentsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": typeof types.ClientPaymentsCheckoutQuoteDocument,
    "mutation ClientPaymentsProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents kind } request { balancePaid invoicePaid adminApprovalStatus billing { balanceDueCents } } } }": typeof types.ClientPaymentsProcessPaymentDocument,
    "query ClientRequestsNotifications { notifications { items { type message } } }": typeof types.ClientRequestsNotificationsDocument,
    "query ClientRequestsMyRequests2 { myRequests { items { id } } myClientStats { pendingProviderApplication } }": typeof types.ClientRequestsMyRequests2Document,
    "query ClientRequestsMyRequests3 { myRequests { items { id } } }": typeof types.ClientRequestsMyRequests3Document,
    "mutation ClientRequestsUpdateServiceRequest($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id title description serviceZipCode } }": typeof types.ClientRequestsUpdateServiceRequestDocument,
    "mutation ClientRequestsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }": typeof types.ClientRequestsCancelServiceRequestDocument,
    "query ClientRequestsMyRequests { myRequests { items { id displayStatus } } }": typeof types.ClientRequestsMyRequestsDocument,
    "query ClientRequestsMyServiceHistory { myServiceHistory { items { id } } }": typeof types.ClientRequestsMyServiceHistoryDocument,
    "mutation ClientRequestsAddClientNote($id: ID!, $n: String!) { addClientNote(requestId: $id, note: $n) { action description actorRole } }": typeof types.ClientRequestsAddClientNoteDocument,
    "query ClientRequestsNotifications2 { notifications { items { type message } } }": typeof types.ClientRequestsNotifications2Document,
    "mutation ClientSupportRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }": typeof types.ClientSupportRegisterDocument,
    "mutation ClientSupportCreateServiceRequest($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }": typeof types.ClientSupportCreateServiceRequestDocument,
    "mutation ClientSupportProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }": typeof types.ClientSupportProcessPaymentDocument,
    "query ClientSupportServiceCategories { serviceCategories { id name } }": typeof types.ClientSupportServiceCategoriesDocument,
    "query FoundationViewer { me { sessionRole clientId user { email role } } }": typeof types.FoundationViewerDocument,
    "mutation FoundationRegister($i: RegisterInput!) { register(input: $i) { token user { id email role } } }": typeof types.FoundationRegisterDocument,
    "mutation FoundationLogout { logout }": typeof types.FoundationLogoutDocument,
    "mutation FoundationAdminAccess($p: String!) { adminAccess(password: $p) { token } }": typeof types.FoundationAdminAccessDocument,
    "mutation FoundationImpersonateDemo { impersonateDemo(role: worker) { token user { email } } }": typeof types.FoundationImpersonateDemoDocument,
    "query FoundationMe { me { sessionRole impersonatorName } }": typeof types.FoundationMeDocument,
    "mutation FoundationStopImpersonation { stopImpersonation { token user { email } } }": typeof types.FoundationStopImpersonationDocument,
    "query LiveResyncLiveChangesSince($since: DateTimeISO!, $handedOver: Boolean) {\n  liveChangesSince(since: $since, handedOver: $handedOver) {\n    until complete\n    requests { requestId kind lists request { id status } }\n    queue { requestId removedId queueDelta item { request { id } } }\n    adminStats { pending unpaidRequests }\n    billing { totalRevenueCents }\n    workerEarnings { potentialCents }\n    workerDashboard { availableRequests activeJobs }\n  }\n}": typeof types.LiveResyncLiveChangesSinceDocument,
    "query LiveResyncAdminDashboardStats { adminDashboardStats { pending } adminBillingStats { totalRevenueCents } }": typeof types.LiveResyncAdminDashboardStatsDocument,
    "query LiveResyncWorkerFigures { workerEarnings { potentialCents } workerDashboard { availableRequests activeJobs } }": typeof types.LiveResyncWorkerFiguresDocument,
    "query LiveResyncWorkerDashboard { workerDashboard { activeJobs } workerEarnings { potentialCents } }": typeof types.LiveResyncWorkerDashboardDocument,
    "query OidcSignInSignInOptions { signInOptions { google providerName } }": typeof types.OidcSignInSignInOptionsDocument,
    "mutation OidcSignInConfirmLinkedIdentity($t: String!) { confirmLinkedIdentity(token: $t) }": typeof types.OidcSignInConfirmLinkedIdentityDocument,
    "query OidcSignInLinkedIdentities { linkedIdentities { id provider issuer email createdAt lastSignInAt } }": typeof types.OidcSignInLinkedIdentitiesDocument,
    "mutation OidcSignInRemoveLinkedIdentity($id: ID!) { removeLinkedIdentity(id: $id) }": typeof types.OidcSignInRemoveLinkedIdentityDocument,
    "mutation PageDocumentRegister($i: RegisterInput!) { register(input: $i) { token } }": typeof types.PageDocumentRegisterDocument,
    "query RequestEventsMyRequests { myRequests(first: 200) { items { id } } }": typeof types.RequestEventsMyRequestsDocument,
    "query RequestEventsMyJobs($s: String!) { myJobs(scope: $s, first: 200) { items { id } } }": typeof types.RequestEventsMyJobsDocument,
    "query RequestEventsAdminReviewQueue { adminReviewQueue(first: 200) { items { id } } }": typeof types.RequestEventsAdminReviewQueueDocument,
    "query RequestEventsAdminSchedule { adminSchedule(first: 200) { items { id } } }": typeof types.RequestEventsAdminScheduleDocument,
    "query RequestEventsAdminDashboardStats { adminDashboardStats { reviewQueue activeJobs pending } }": typeof types.RequestEventsAdminDashboardStatsDocument,
    "query RequestEventsAdminBillingStats { adminBillingStats { totalRevenueCents pendingPaymentsCount } }": typeof types.RequestEventsAdminBillingStatsDocument,
    "query ServerDecidedFieldsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents lines { label amountCents } } }": typeof types.ServerDecidedFieldsCheckoutQuoteDocument,
    "query ServerDecidedFieldsServiceRequest($id: ID!) { serviceRequest(id: $id) { allowedActions canCancel canEdit } }": typeof types.ServerDecidedFieldsServiceRequestDocument,
    "query ServerDecidedFieldsServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents lines { label amountCents } } } }": typeof types.ServerDecidedFieldsServiceRequest2Document,
    "mutation ServerDecidedFieldsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { status canCancel } }": typeof types.ServerDecidedFieldsCancelServiceRequestDocument,
    "query ServerDecidedFieldsServiceRequest3($id: ID!) { serviceRequest(id: $id) { liveLists } }": typeof types.ServerDecidedFieldsServiceRequest3Document,
    "query ServerDecidedFieldsOpenJobs { openJobs(first: 100) { items { rank request { id priority } } } }": typeof types.ServerDecidedFieldsOpenJobsDocument,
    "query ServerRulesServiceRequest($id: ID!) { serviceRequest(id: $id) { isProjectWorkflow awaitingPaymentDecision billing { serviceCostCents payoutTiming } } }": typeof types.ServerRulesServiceRequestDocument,
    "query ServerRulesPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { lines { amountCents rateCents } subtotalCents billing { serviceCostCents balanceDueCents payoutTiming } } }": typeof types.ServerRulesPriceInvoiceLinesDocument,
    "mutation ServerRulesCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id subtotalCents finalAmountCents lineItems { amountCents } } }": typeof types.ServerRulesCreateJobInvoiceDocument,
    "query ServerRulesServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents balanceDueCents } } }": typeof types.ServerRulesServiceRequest2Document,
    "mutation ServerRulesAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents lineItems { amountCents } } }": typeof types.ServerRulesAdminEditInvoiceDocument,
    "query StatementCountOpenJobs($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }": typeof types.StatementCountOpenJobsDocument,
    "query StatementCountAdminPastDueBalances($after: String) { adminPastDueBalances(first: 23, after: $after) { items { requestId invoiceCreatedAt daysPastDue } pageInfo { hasNextPage endCursor } } }": typeof types.StatementCountAdminPastDueBalancesDocument,
    "query WorkerActionsCanRateServiceRequest($id: ID!) { serviceRequest(id: $id) { status workerActions canRate } }": typeof types.WorkerActionsCanRateServiceRequestDocument,
    "mutation WorkerActionsCanRateCompleteJob($id: ID!) { completeJob(requestId: $id) { status workerActions } }": typeof types.WorkerActionsCanRateCompleteJobDocument,
    "mutation WorkerActionsCanRateSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating } }": typeof types.WorkerActionsCanRateSubmitReviewDocument,
    "mutation WorkerApplicationApplyAsProvider($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id status onboardingCompleted backgroundCheckStatus documentVerificationStatus rating totalJobs completedJobs serviceCategories serviceRadius zipCode onboardingData offeredCategories { name } } } }": typeof types.WorkerApplicationApplyAsProviderDocument,
    "query WorkerApplicationMe { me { sessionRole clientId provider { status approved } } }": typeof types.WorkerApplicationMeDocument,
    "mutation WorkerApplicationRegister($i: RegisterInput!) { register(input: $i) { token } }": typeof types.WorkerApplicationRegisterDocument,
    "query WorkerApplicationMyProviderApplication { myProviderApplication { id status } }": typeof types.WorkerApplicationMyProviderApplicationDocument,
    "query WorkerApplicationOpenJobs { openJobs { items { request { id } } } }": typeof types.WorkerApplicationOpenJobsDocument,
    "mutation WorkerApplicationUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { hasAccount accountHolderName bankName accountType routingNumberMasked accountNumberMasked isVerified } }": typeof types.WorkerApplicationUpdateBankAccountDocument,
    "query WorkerApplicationMyBankAccount { myBankAccount { isVerified accountNumberMasked } }": typeof types.WorkerApplicationMyBankAccountDocument,
    "query WorkerApplicationMyBankAccount2 { myBankAccount { isVerified } }": typeof types.WorkerApplicationMyBankAccount2Document,
    "mutation WorkerApplicationUpdateProviderSettings($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { fullName phone city state zipCode serviceRadius pushNotifications } }": typeof types.WorkerApplicationUpdateProviderSettingsDocument,
    "query WorkerApplicationProviderSettings { providerSettings { fullName city zipCode serviceRadius smsNotifications pushNotifications } }": typeof types.WorkerApplicationProviderSettingsDocument,
    "query WorkerJobsOpenJobs { openJobs { items { distanceMiles request { id title } } } }": typeof types.WorkerJobsOpenJobsDocument,
    "mutation WorkerJobsAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status providerId } }": typeof types.WorkerJobsAcceptJobDocument,
    "mutation WorkerJobsScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { scheduledAt } }": typeof types.WorkerJobsScheduleJobDocument,
    "mutation WorkerJobsScheduleNextVisit($id: ID!, $at: String!) { scheduleNextVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }": typeof types.WorkerJobsScheduleNextVisitDocument,
    "mutation WorkerJobsAddJobNote($i: JobNoteInput!) { addJobNote(input: $i) { action description photos { url originalName } } }": typeof types.WorkerJobsAddJobNoteDocument,
    "query WorkerJobsPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents billing { platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents } } }": typeof types.WorkerJobsPriceInvoiceLinesDocument,
    "mutation WorkerJobsCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id invoiceNumber status subtotalCents finalAmountCents lineItems { type quantity rateCents amountCents } } }": typeof types.WorkerJobsCreateJobInvoiceDocument,
    "query WorkerJobsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents } } }": typeof types.WorkerJobsServiceRequestDocument,
    "mutation WorkerJobsEditJobInvoice($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { status lastEditedBy editReason originalAmountCents finalAmountCents } }": typeof types.WorkerJobsEditJobInvoiceDocument,
    "mutation WorkerJobsCompleteJob($id: ID!) { completeJob(requestId: $id) { status completedAt } }": typeof types.WorkerJobsCompleteJobDocument,
    "mutation WorkerJobsCompleteHundredDollarSpecial($id: ID!) { completeHundredDollarSpecial(requestId: $id) { status hundredDollarSpecial adminApprovalStatus billing { balanceDueCents workerPayoutCents } } }": typeof types.WorkerJobsCompleteHundredDollarSpecialDocument,
    "mutation WorkerJobsUnassignJob($id: ID!) { unassignJob(requestId: $id) { status providerId } }": typeof types.WorkerJobsUnassignJobDocument,
    "query WorkerJobsWorkerEarnings { workerEarnings { weekCents monthCents pendingCents potentialCents totalCents week { day cents } jobs { payoutCents payoutStatus thisWeek potential request { id } } } }": typeof types.WorkerJobsWorkerEarningsDocument,
    "query WorkerJobsWorkerDashboard { workerDashboard { availableRequests activeJobs completedJobs rating today { id } } }": typeof types.WorkerJobsWorkerDashboardDocument,
    "query WorkerJobsWorkerRatings { workerRatings { average count elite standing breakdown { stars count } reviews { requestTitle clientName workerRating comment } } }": typeof types.WorkerJobsWorkerRatingsDocument,
    "mutation SignIn($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }": typeof types.SignInDocument,
    "query LedgerInvariantsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents combinedTotalCents balancePaid } } }": typeof types.LedgerInvariantsServiceRequestDocument,
    "query LedgerInvariantsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": typeof types.LedgerInvariantsCheckoutQuoteDocument,
    "mutation LiveSessionsLogout { logout }": typeof types.LiveSessionsLogoutDocument,
    "mutation LiveSessionsImpersonateDemo { impersonateDemo(role: client) { token } }": typeof types.LiveSessionsImpersonateDemoDocument,
    "query LiveSessionsServiceCategories { serviceCategories { id } }": typeof types.LiveSessionsServiceCategoriesDocument,
    "mutation MoneyAfterPaymentProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents } } }": typeof types.MoneyAfterPaymentProcessPaymentDocument,
    "mutation MoneyAfterPaymentAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }": typeof types.MoneyAfterPaymentAdminEditInvoiceDocument,
    "query MoneyAfterPaymentCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": typeof types.MoneyAfterPaymentCheckoutQuoteDocument,
    "query MoneyAfterPaymentServiceRequest($id: ID!) { serviceRequest(id: $id) { balancePaid billing { balanceDueCents combinedTotalCents } } }": typeof types.MoneyAfterPaymentServiceRequestDocument,
    "mutation MoneyAfterPaymentApprovePayout($id: ID!) { approvePayout(requestId: $id) { payout { amountCents serviceCostCents } } }": typeof types.MoneyAfterPaymentApprovePayoutDocument,
    "query WsGuardsServiceCategories { serviceCategories { id name } }": typeof types.WsGuardsServiceCategoriesDocument,
};
const documents: Documents = {
    "mutation CalendarE2eAccept($id: ID!) { acceptJob(requestId: $id) { id } }": types.CalendarE2eAcceptDocument,
    "mutation CalendarE2eSchedule($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }": types.CalendarE2eScheduleDocument,
    "query MessagesMessageSubscription($t: String!) { messageSubscription(token: $t) { switchName label subscribed address } }": types.MessagesMessageSubscriptionDocument,
    "mutation MessagesResubscribe($t: String!) { resubscribe(token: $t) { subscribed } }": types.MessagesResubscribeDocument,
    "mutation RemindersRefundsUnsubscribe($t: String!) { unsubscribe(token: $t) { switchName subscribed } }": types.RemindersRefundsUnsubscribeDocument,
    "mutation AccountRecoveryRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }": types.AccountRecoveryRegisterDocument,
    "query AccountRecoveryMe { me { user { id } } }": types.AccountRecoveryMeDocument,
    "mutation AccountRecoveryChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }": types.AccountRecoveryChangePasswordDocument,
    "mutation AccountRecoveryRequestPasswordReset($e: String!) { requestPasswordReset(email: $e) }": types.AccountRecoveryRequestPasswordResetDocument,
    "mutation AccountRecoveryResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) }": types.AccountRecoveryResetPasswordDocument,
    "query AccountRecoveryMySessions { mySessions { id createdAt lastUsedAt expiresAt userAgent current viaAdmin } }": types.AccountRecoveryMySessionsDocument,
    "query AccountRecoveryNotifications { notifications { items { type } } }": types.AccountRecoveryNotificationsDocument,
    "mutation AccountRecoverySignOutSession($id: ID!) { signOutSession(id: $id) }": types.AccountRecoverySignOutSessionDocument,
    "mutation AccountRecoverySignOutOtherSessions { signOutOtherSessions }": types.AccountRecoverySignOutOtherSessionsDocument,
    "mutation AdminAnalyticsAdminAccess { adminAccess(password: \"elite-admin-2026\") { token } }": types.AdminAnalyticsAdminAccessDocument,
    "mutation AnswersCarryChangesPay($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id billingEntry { requestId status amountDueCents paidCents } } } }": types.AnswersCarryChangesPayDocument,
    "mutation AnswersCarryChangesCancel($id: ID!) { cancelServiceRequest(id: $id) { id billingEntry { requestId status } clientStats { totalRequests reviewCount } } }": types.AnswersCarryChangesCancelDocument,
    "mutation AnswersCarryChangesReview($i: SubmitReviewInput!) { submitReview(input: $i) { id request { id rating canRate clientStats { reviewCount averageRatingGiven } } } }": types.AnswersCarryChangesReviewDocument,
    "mutation AnswersCarryChangesApply($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token viewer { sessionRole user { role } provider { status } } } }": types.AnswersCarryChangesApplyDocument,
    "query AssignableWorkersAssignableWorkers($id: ID!) { assignableWorkers(requestId: $id) { eligible reason reasonCode distanceMiles activeJobs provider { id name } } }": types.AssignableWorkersAssignableWorkersDocument,
    "mutation AssignableWorkersAssignWorker($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status provider { id } } }": types.AssignableWorkersAssignWorkerDocument,
    "query BankAccountEncryptionMyBankAccount { myBankAccount { accountNumberMasked routingNumberMasked } }": types.BankAccountEncryptionMyBankAccountDocument,
    "mutation BankAccountEncryptionUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }": types.BankAccountEncryptionUpdateBankAccountDocument,
    "mutation BankAccountEncryptionUpdateBankAccount2($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }": types.BankAccountEncryptionUpdateBankAccount2Document,
    "query BankAccountEncryptionAdminPayouts { adminPayouts { items { providerName payout { amountCents status } } } adminProviders { items { provider { name } earningsCents } } }": types.BankAccountEncryptionAdminPayoutsDocument,
    "query BankAccountEncryptionMyPayouts { myPayouts { items { amountCents status } } }": types.BankAccountEncryptionMyPayoutsDocument,
    "query BankAccountEncryptionMyBankAccount2 { myBankAccount { accountNumberMasked } }": types.BankAccountEncryptionMyBankAccount2Document,
    "query CalendarFeedUrl { myCalendarFeed { url } }": types.CalendarFeedUrlDocument,
    "mutation CalendarFeedReset { resetCalendarFeed { url } }": types.CalendarFeedResetDocument,
    "mutation CalendarAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status } }": types.CalendarAcceptJobDocument,
    "mutation CalendarScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id scheduledAt } }": types.CalendarScheduleJobDocument,
    "mutation CalendarCancelRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }": types.CalendarCancelRequestDocument,
    "mutation ClientAccountSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating comment } }": types.ClientAccountSubmitReviewDocument,
    "query ClientAccountNotifications { notifications { items { type } } }": types.ClientAccountNotificationsDocument,
    "mutation ClientAccountJoinWaitlist($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined entry { id email zipCode userType } } }": types.ClientAccountJoinWaitlistDocument,
    "query ClientAccountNotifications2 { notifications { items { title message } } }": types.ClientAccountNotifications2Document,
    "query ClientAccountMyClientProfile { myClientProfile { name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders } }": types.ClientAccountMyClientProfileDocument,
    "query ClientAccountMyClientStats { myClientStats { totalRequests completed averageRatingGiven } }": types.ClientAccountMyClientStatsDocument,
    "mutation ClientAccountAddPaymentMethod($i: AddPaymentMethodInput!) { addPaymentMethod(input: $i) { id label isDefault } }": types.ClientAccountAddPaymentMethodDocument,
    "mutation ClientAccountSetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }": types.ClientAccountSetDefaultPaymentMethodDocument,
    "query ClientAccountMyPaymentMethods { myPaymentMethods { id } }": types.ClientAccountMyPaymentMethodsDocument,
    "mutation ClientAccountRemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }": types.ClientAccountRemovePaymentMethodDocument,
    "query ClientAccountMyReferral { myReferral { code referred qualified earnedCents } }": types.ClientAccountMyReferralDocument,
    "query ClientAccountMyReferral2 { myReferral { referred } }": types.ClientAccountMyReferral2Document,
    "query ClientAccountMyBilling { myBilling { items { requestId status totalCents amountDueCents dueFor } } }": types.ClientAccountMyBillingDocument,
    "query ClientPaymentsNotifications { notifications { items { type } } }": types.ClientPaymentsNotificationsDocument,
    "query ClientPaymentsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": types.ClientPaymentsCheckoutQuoteDocument,
    "mutation ClientPaymentsProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents kind } request { balancePaid invoicePaid adminApprovalStatus billing { balanceDueCents } } } }": types.ClientPaymentsProcessPaymentDocument,
    "query ClientRequestsNotifications { notifications { items { type message } } }": types.ClientRequestsNotificationsDocument,
    "query ClientRequestsMyRequests2 { myRequests { items { id } } myClientStats { pendingProviderApplication } }": types.ClientRequestsMyRequests2Document,
    "query ClientRequestsMyRequests3 { myRequests { items { id } } }": types.ClientRequestsMyRequests3Document,
    "mutation ClientRequestsUpdateServiceRequest($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id title description serviceZipCode } }": types.ClientRequestsUpdateServiceRequestDocument,
    "mutation ClientRequestsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }": types.ClientRequestsCancelServiceRequestDocument,
    "query ClientRequestsMyRequests { myRequests { items { id displayStatus } } }": types.ClientRequestsMyRequestsDocument,
    "query ClientRequestsMyServiceHistory { myServiceHistory { items { id } } }": types.ClientRequestsMyServiceHistoryDocument,
    "mutation ClientRequestsAddClientNote($id: ID!, $n: String!) { addClientNote(requestId: $id, note: $n) { action description actorRole } }": types.ClientRequestsAddClientNoteDocument,
    "query ClientRequestsNotifications2 { notifications { items { type message } } }": types.ClientRequestsNotifications2Document,
    "mutation ClientSupportRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }": types.ClientSupportRegisterDocument,
    "mutation ClientSupportCreateServiceRequest($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }": types.ClientSupportCreateServiceRequestDocument,
    "mutation ClientSupportProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }": types.ClientSupportProcessPaymentDocument,
    "query ClientSupportServiceCategories { serviceCategories { id name } }": types.ClientSupportServiceCategoriesDocument,
    "query FoundationViewer { me { sessionRole clientId user { email role } } }": types.FoundationViewerDocument,
    "mutation FoundationRegister($i: RegisterInput!) { register(input: $i) { token user { id email role } } }": types.FoundationRegisterDocument,
    "mutation FoundationLogout { logout }": types.FoundationLogoutDocument,
    "mutation FoundationAdminAccess($p: String!) { adminAccess(password: $p) { token } }": types.FoundationAdminAccessDocument,
    "mutation FoundationImpersonateDemo { impersonateDemo(role: worker) { token user { email } } }": types.FoundationImpersonateDemoDocument,
    "query FoundationMe { me { sessionRole impersonatorName } }": types.FoundationMeDocument,
    "mutation FoundationStopImpersonation { stopImpersonation { token user { email } } }": types.FoundationStopImpersonationDocument,
    "query LiveResyncLiveChangesSince($since: DateTimeISO!, $handedOver: Boolean) {\n  liveChangesSince(since: $since, handedOver: $handedOver) {\n    until complete\n    requests { requestId kind lists request { id status } }\n    queue { requestId removedId queueDelta item { request { id } } }\n    adminStats { pending unpaidRequests }\n    billing { totalRevenueCents }\n    workerEarnings { potentialCents }\n    workerDashboard { availableRequests activeJobs }\n  }\n}": types.LiveResyncLiveChangesSinceDocument,
    "query LiveResyncAdminDashboardStats { adminDashboardStats { pending } adminBillingStats { totalRevenueCents } }": types.LiveResyncAdminDashboardStatsDocument,
    "query LiveResyncWorkerFigures { workerEarnings { potentialCents } workerDashboard { availableRequests activeJobs } }": types.LiveResyncWorkerFiguresDocument,
    "query LiveResyncWorkerDashboard { workerDashboard { activeJobs } workerEarnings { potentialCents } }": types.LiveResyncWorkerDashboardDocument,
    "query OidcSignInSignInOptions { signInOptions { google providerName } }": types.OidcSignInSignInOptionsDocument,
    "mutation OidcSignInConfirmLinkedIdentity($t: String!) { confirmLinkedIdentity(token: $t) }": types.OidcSignInConfirmLinkedIdentityDocument,
    "query OidcSignInLinkedIdentities { linkedIdentities { id provider issuer email createdAt lastSignInAt } }": types.OidcSignInLinkedIdentitiesDocument,
    "mutation OidcSignInRemoveLinkedIdentity($id: ID!) { removeLinkedIdentity(id: $id) }": types.OidcSignInRemoveLinkedIdentityDocument,
    "mutation PageDocumentRegister($i: RegisterInput!) { register(input: $i) { token } }": types.PageDocumentRegisterDocument,
    "query RequestEventsMyRequests { myRequests(first: 200) { items { id } } }": types.RequestEventsMyRequestsDocument,
    "query RequestEventsMyJobs($s: String!) { myJobs(scope: $s, first: 200) { items { id } } }": types.RequestEventsMyJobsDocument,
    "query RequestEventsAdminReviewQueue { adminReviewQueue(first: 200) { items { id } } }": types.RequestEventsAdminReviewQueueDocument,
    "query RequestEventsAdminSchedule { adminSchedule(first: 200) { items { id } } }": types.RequestEventsAdminScheduleDocument,
    "query RequestEventsAdminDashboardStats { adminDashboardStats { reviewQueue activeJobs pending } }": types.RequestEventsAdminDashboardStatsDocument,
    "query RequestEventsAdminBillingStats { adminBillingStats { totalRevenueCents pendingPaymentsCount } }": types.RequestEventsAdminBillingStatsDocument,
    "query ServerDecidedFieldsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents lines { label amountCents } } }": types.ServerDecidedFieldsCheckoutQuoteDocument,
    "query ServerDecidedFieldsServiceRequest($id: ID!) { serviceRequest(id: $id) { allowedActions canCancel canEdit } }": types.ServerDecidedFieldsServiceRequestDocument,
    "query ServerDecidedFieldsServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents lines { label amountCents } } } }": types.ServerDecidedFieldsServiceRequest2Document,
    "mutation ServerDecidedFieldsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { status canCancel } }": types.ServerDecidedFieldsCancelServiceRequestDocument,
    "query ServerDecidedFieldsServiceRequest3($id: ID!) { serviceRequest(id: $id) { liveLists } }": types.ServerDecidedFieldsServiceRequest3Document,
    "query ServerDecidedFieldsOpenJobs { openJobs(first: 100) { items { rank request { id priority } } } }": types.ServerDecidedFieldsOpenJobsDocument,
    "query ServerRulesServiceRequest($id: ID!) { serviceRequest(id: $id) { isProjectWorkflow awaitingPaymentDecision billing { serviceCostCents payoutTiming } } }": types.ServerRulesServiceRequestDocument,
    "query ServerRulesPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { lines { amountCents rateCents } subtotalCents billing { serviceCostCents balanceDueCents payoutTiming } } }": types.ServerRulesPriceInvoiceLinesDocument,
    "mutation ServerRulesCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id subtotalCents finalAmountCents lineItems { amountCents } } }": types.ServerRulesCreateJobInvoiceDocument,
    "query ServerRulesServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents balanceDueCents } } }": types.ServerRulesServiceRequest2Document,
    "mutation ServerRulesAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents lineItems { amountCents } } }": types.ServerRulesAdminEditInvoiceDocument,
    "query StatementCountOpenJobs($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }": types.StatementCountOpenJobsDocument,
    "query StatementCountAdminPastDueBalances($after: String) { adminPastDueBalances(first: 23, after: $after) { items { requestId invoiceCreatedAt daysPastDue } pageInfo { hasNextPage endCursor } } }": types.StatementCountAdminPastDueBalancesDocument,
    "query WorkerActionsCanRateServiceRequest($id: ID!) { serviceRequest(id: $id) { status workerActions canRate } }": types.WorkerActionsCanRateServiceRequestDocument,
    "mutation WorkerActionsCanRateCompleteJob($id: ID!) { completeJob(requestId: $id) { status workerActions } }": types.WorkerActionsCanRateCompleteJobDocument,
    "mutation WorkerActionsCanRateSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating } }": types.WorkerActionsCanRateSubmitReviewDocument,
    "mutation WorkerApplicationApplyAsProvider($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id status onboardingCompleted backgroundCheckStatus documentVerificationStatus rating totalJobs completedJobs serviceCategories serviceRadius zipCode onboardingData offeredCategories { name } } } }": types.WorkerApplicationApplyAsProviderDocument,
    "query WorkerApplicationMe { me { sessionRole clientId provider { status approved } } }": types.WorkerApplicationMeDocument,
    "mutation WorkerApplicationRegister($i: RegisterInput!) { register(input: $i) { token } }": types.WorkerApplicationRegisterDocument,
    "query WorkerApplicationMyProviderApplication { myProviderApplication { id status } }": types.WorkerApplicationMyProviderApplicationDocument,
    "query WorkerApplicationOpenJobs { openJobs { items { request { id } } } }": types.WorkerApplicationOpenJobsDocument,
    "mutation WorkerApplicationUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { hasAccount accountHolderName bankName accountType routingNumberMasked accountNumberMasked isVerified } }": types.WorkerApplicationUpdateBankAccountDocument,
    "query WorkerApplicationMyBankAccount { myBankAccount { isVerified accountNumberMasked } }": types.WorkerApplicationMyBankAccountDocument,
    "query WorkerApplicationMyBankAccount2 { myBankAccount { isVerified } }": types.WorkerApplicationMyBankAccount2Document,
    "mutation WorkerApplicationUpdateProviderSettings($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { fullName phone city state zipCode serviceRadius pushNotifications } }": types.WorkerApplicationUpdateProviderSettingsDocument,
    "query WorkerApplicationProviderSettings { providerSettings { fullName city zipCode serviceRadius smsNotifications pushNotifications } }": types.WorkerApplicationProviderSettingsDocument,
    "query WorkerJobsOpenJobs { openJobs { items { distanceMiles request { id title } } } }": types.WorkerJobsOpenJobsDocument,
    "mutation WorkerJobsAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status providerId } }": types.WorkerJobsAcceptJobDocument,
    "mutation WorkerJobsScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { scheduledAt } }": types.WorkerJobsScheduleJobDocument,
    "mutation WorkerJobsScheduleNextVisit($id: ID!, $at: String!) { scheduleNextVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }": types.WorkerJobsScheduleNextVisitDocument,
    "mutation WorkerJobsAddJobNote($i: JobNoteInput!) { addJobNote(input: $i) { action description photos { url originalName } } }": types.WorkerJobsAddJobNoteDocument,
    "query WorkerJobsPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents billing { platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents } } }": types.WorkerJobsPriceInvoiceLinesDocument,
    "mutation WorkerJobsCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id invoiceNumber status subtotalCents finalAmountCents lineItems { type quantity rateCents amountCents } } }": types.WorkerJobsCreateJobInvoiceDocument,
    "query WorkerJobsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents } } }": types.WorkerJobsServiceRequestDocument,
    "mutation WorkerJobsEditJobInvoice($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { status lastEditedBy editReason originalAmountCents finalAmountCents } }": types.WorkerJobsEditJobInvoiceDocument,
    "mutation WorkerJobsCompleteJob($id: ID!) { completeJob(requestId: $id) { status completedAt } }": types.WorkerJobsCompleteJobDocument,
    "mutation WorkerJobsCompleteHundredDollarSpecial($id: ID!) { completeHundredDollarSpecial(requestId: $id) { status hundredDollarSpecial adminApprovalStatus billing { balanceDueCents workerPayoutCents } } }": types.WorkerJobsCompleteHundredDollarSpecialDocument,
    "mutation WorkerJobsUnassignJob($id: ID!) { unassignJob(requestId: $id) { status providerId } }": types.WorkerJobsUnassignJobDocument,
    "query WorkerJobsWorkerEarnings { workerEarnings { weekCents monthCents pendingCents potentialCents totalCents week { day cents } jobs { payoutCents payoutStatus thisWeek potential request { id } } } }": types.WorkerJobsWorkerEarningsDocument,
    "query WorkerJobsWorkerDashboard { workerDashboard { availableRequests activeJobs completedJobs rating today { id } } }": types.WorkerJobsWorkerDashboardDocument,
    "query WorkerJobsWorkerRatings { workerRatings { average count elite standing breakdown { stars count } reviews { requestTitle clientName workerRating comment } } }": types.WorkerJobsWorkerRatingsDocument,
    "mutation SignIn($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }": types.SignInDocument,
    "query LedgerInvariantsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents combinedTotalCents balancePaid } } }": types.LedgerInvariantsServiceRequestDocument,
    "query LedgerInvariantsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": types.LedgerInvariantsCheckoutQuoteDocument,
    "mutation LiveSessionsLogout { logout }": types.LiveSessionsLogoutDocument,
    "mutation LiveSessionsImpersonateDemo { impersonateDemo(role: client) { token } }": types.LiveSessionsImpersonateDemoDocument,
    "query LiveSessionsServiceCategories { serviceCategories { id } }": types.LiveSessionsServiceCategoriesDocument,
    "mutation MoneyAfterPaymentProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents } } }": types.MoneyAfterPaymentProcessPaymentDocument,
    "mutation MoneyAfterPaymentAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }": types.MoneyAfterPaymentAdminEditInvoiceDocument,
    "query MoneyAfterPaymentCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }": types.MoneyAfterPaymentCheckoutQuoteDocument,
    "query MoneyAfterPaymentServiceRequest($id: ID!) { serviceRequest(id: $id) { balancePaid billing { balanceDueCents combinedTotalCents } } }": types.MoneyAfterPaymentServiceRequestDocument,
    "mutation MoneyAfterPaymentApprovePayout($id: ID!) { approvePayout(requestId: $id) { payout { amountCents serviceCostCents } } }": types.MoneyAfterPaymentApprovePayoutDocument,
    "query WsGuardsServiceCategories { serviceCategories { id name } }": types.WsGuardsServiceCategoriesDocument,
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
export function graphql(source: "mutation CalendarE2eAccept($id: ID!) { acceptJob(requestId: $id) { id } }"): (typeof documents)["mutation CalendarE2eAccept($id: ID!) { acceptJob(requestId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarE2eSchedule($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }"): (typeof documents)["mutation CalendarE2eSchedule($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesMessageSubscription($t: String!) { messageSubscription(token: $t) { switchName label subscribed address } }"): (typeof documents)["query MessagesMessageSubscription($t: String!) { messageSubscription(token: $t) { switchName label subscribed address } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesResubscribe($t: String!) { resubscribe(token: $t) { subscribed } }"): (typeof documents)["mutation MessagesResubscribe($t: String!) { resubscribe(token: $t) { subscribed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemindersRefundsUnsubscribe($t: String!) { unsubscribe(token: $t) { switchName subscribed } }"): (typeof documents)["mutation RemindersRefundsUnsubscribe($t: String!) { unsubscribe(token: $t) { switchName subscribed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoveryRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }"): (typeof documents)["mutation AccountRecoveryRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRecoveryMe { me { user { id } } }"): (typeof documents)["query AccountRecoveryMe { me { user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoveryChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }"): (typeof documents)["mutation AccountRecoveryChangePassword($i: ChangePasswordInput!) { changePassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoveryRequestPasswordReset($e: String!) { requestPasswordReset(email: $e) }"): (typeof documents)["mutation AccountRecoveryRequestPasswordReset($e: String!) { requestPasswordReset(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoveryResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) }"): (typeof documents)["mutation AccountRecoveryResetPassword($i: ResetPasswordInput!) { resetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRecoveryMySessions { mySessions { id createdAt lastUsedAt expiresAt userAgent current viaAdmin } }"): (typeof documents)["query AccountRecoveryMySessions { mySessions { id createdAt lastUsedAt expiresAt userAgent current viaAdmin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountRecoveryNotifications { notifications { items { type } } }"): (typeof documents)["query AccountRecoveryNotifications { notifications { items { type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoverySignOutSession($id: ID!) { signOutSession(id: $id) }"): (typeof documents)["mutation AccountRecoverySignOutSession($id: ID!) { signOutSession(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountRecoverySignOutOtherSessions { signOutOtherSessions }"): (typeof documents)["mutation AccountRecoverySignOutOtherSessions { signOutOtherSessions }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAnalyticsAdminAccess { adminAccess(password: \"elite-admin-2026\") { token } }"): (typeof documents)["mutation AdminAnalyticsAdminAccess { adminAccess(password: \"elite-admin-2026\") { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswersCarryChangesPay($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id billingEntry { requestId status amountDueCents paidCents } } } }"): (typeof documents)["mutation AnswersCarryChangesPay($i: ProcessPaymentInput!) { processPayment(input: $i) { request { id billingEntry { requestId status amountDueCents paidCents } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswersCarryChangesCancel($id: ID!) { cancelServiceRequest(id: $id) { id billingEntry { requestId status } clientStats { totalRequests reviewCount } } }"): (typeof documents)["mutation AnswersCarryChangesCancel($id: ID!) { cancelServiceRequest(id: $id) { id billingEntry { requestId status } clientStats { totalRequests reviewCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswersCarryChangesReview($i: SubmitReviewInput!) { submitReview(input: $i) { id request { id rating canRate clientStats { reviewCount averageRatingGiven } } } }"): (typeof documents)["mutation AnswersCarryChangesReview($i: SubmitReviewInput!) { submitReview(input: $i) { id request { id rating canRate clientStats { reviewCount averageRatingGiven } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswersCarryChangesApply($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token viewer { sessionRole user { role } provider { status } } } }"): (typeof documents)["mutation AnswersCarryChangesApply($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token viewer { sessionRole user { role } provider { status } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignableWorkersAssignableWorkers($id: ID!) { assignableWorkers(requestId: $id) { eligible reason reasonCode distanceMiles activeJobs provider { id name } } }"): (typeof documents)["query AssignableWorkersAssignableWorkers($id: ID!) { assignableWorkers(requestId: $id) { eligible reason reasonCode distanceMiles activeJobs provider { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignableWorkersAssignWorker($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status provider { id } } }"): (typeof documents)["mutation AssignableWorkersAssignWorker($r: ID!, $p: ID!) { assignWorker(requestId: $r, providerId: $p) { id status provider { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankAccountEncryptionMyBankAccount { myBankAccount { accountNumberMasked routingNumberMasked } }"): (typeof documents)["query BankAccountEncryptionMyBankAccount { myBankAccount { accountNumberMasked routingNumberMasked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankAccountEncryptionUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }"): (typeof documents)["mutation BankAccountEncryptionUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankAccountEncryptionUpdateBankAccount2($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }"): (typeof documents)["mutation BankAccountEncryptionUpdateBankAccount2($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankAccountEncryptionAdminPayouts { adminPayouts { items { providerName payout { amountCents status } } } adminProviders { items { provider { name } earningsCents } } }"): (typeof documents)["query BankAccountEncryptionAdminPayouts { adminPayouts { items { providerName payout { amountCents status } } } adminProviders { items { provider { name } earningsCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankAccountEncryptionMyPayouts { myPayouts { items { amountCents status } } }"): (typeof documents)["query BankAccountEncryptionMyPayouts { myPayouts { items { amountCents status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankAccountEncryptionMyBankAccount2 { myBankAccount { accountNumberMasked } }"): (typeof documents)["query BankAccountEncryptionMyBankAccount2 { myBankAccount { accountNumberMasked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarFeedUrl { myCalendarFeed { url } }"): (typeof documents)["query CalendarFeedUrl { myCalendarFeed { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarFeedReset { resetCalendarFeed { url } }"): (typeof documents)["mutation CalendarFeedReset { resetCalendarFeed { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status } }"): (typeof documents)["mutation CalendarAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id scheduledAt } }"): (typeof documents)["mutation CalendarScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id scheduledAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarCancelRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }"): (typeof documents)["mutation CalendarCancelRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientAccountSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating comment } }"): (typeof documents)["mutation ClientAccountSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating comment } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountNotifications { notifications { items { type } } }"): (typeof documents)["query ClientAccountNotifications { notifications { items { type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientAccountJoinWaitlist($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined entry { id email zipCode userType } } }"): (typeof documents)["mutation ClientAccountJoinWaitlist($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { alreadyJoined entry { id email zipCode userType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountNotifications2 { notifications { items { title message } } }"): (typeof documents)["query ClientAccountNotifications2 { notifications { items { title message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyClientProfile { myClientProfile { name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders } }"): (typeof documents)["query ClientAccountMyClientProfile { myClientProfile { name email phone address city state zipCode preferredContactMethod emailNotifications smsNotifications marketingEmails appointmentReminders } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyClientStats { myClientStats { totalRequests completed averageRatingGiven } }"): (typeof documents)["query ClientAccountMyClientStats { myClientStats { totalRequests completed averageRatingGiven } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientAccountAddPaymentMethod($i: AddPaymentMethodInput!) { addPaymentMethod(input: $i) { id label isDefault } }"): (typeof documents)["mutation ClientAccountAddPaymentMethod($i: AddPaymentMethodInput!) { addPaymentMethod(input: $i) { id label isDefault } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientAccountSetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }"): (typeof documents)["mutation ClientAccountSetDefaultPaymentMethod($id: ID!) { setDefaultPaymentMethod(id: $id) { id isDefault } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyPaymentMethods { myPaymentMethods { id } }"): (typeof documents)["query ClientAccountMyPaymentMethods { myPaymentMethods { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientAccountRemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }"): (typeof documents)["mutation ClientAccountRemovePaymentMethod($id: ID!) { removePaymentMethod(id: $id) { id isDefault } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyReferral { myReferral { code referred qualified earnedCents } }"): (typeof documents)["query ClientAccountMyReferral { myReferral { code referred qualified earnedCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyReferral2 { myReferral { referred } }"): (typeof documents)["query ClientAccountMyReferral2 { myReferral { referred } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientAccountMyBilling { myBilling { items { requestId status totalCents amountDueCents dueFor } } }"): (typeof documents)["query ClientAccountMyBilling { myBilling { items { requestId status totalCents amountDueCents dueFor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientPaymentsNotifications { notifications { items { type } } }"): (typeof documents)["query ClientPaymentsNotifications { notifications { items { type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientPaymentsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"): (typeof documents)["query ClientPaymentsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientPaymentsProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents kind } request { balancePaid invoicePaid adminApprovalStatus billing { balanceDueCents } } } }"): (typeof documents)["mutation ClientPaymentsProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents kind } request { balancePaid invoicePaid adminApprovalStatus billing { balanceDueCents } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsNotifications { notifications { items { type message } } }"): (typeof documents)["query ClientRequestsNotifications { notifications { items { type message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsMyRequests2 { myRequests { items { id } } myClientStats { pendingProviderApplication } }"): (typeof documents)["query ClientRequestsMyRequests2 { myRequests { items { id } } myClientStats { pendingProviderApplication } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsMyRequests3 { myRequests { items { id } } }"): (typeof documents)["query ClientRequestsMyRequests3 { myRequests { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientRequestsUpdateServiceRequest($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id title description serviceZipCode } }"): (typeof documents)["mutation ClientRequestsUpdateServiceRequest($i: UpdateRequestInput!) { updateServiceRequest(input: $i) { id title description serviceZipCode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientRequestsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }"): (typeof documents)["mutation ClientRequestsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsMyRequests { myRequests { items { id displayStatus } } }"): (typeof documents)["query ClientRequestsMyRequests { myRequests { items { id displayStatus } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsMyServiceHistory { myServiceHistory { items { id } } }"): (typeof documents)["query ClientRequestsMyServiceHistory { myServiceHistory { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientRequestsAddClientNote($id: ID!, $n: String!) { addClientNote(requestId: $id, note: $n) { action description actorRole } }"): (typeof documents)["mutation ClientRequestsAddClientNote($id: ID!, $n: String!) { addClientNote(requestId: $id, note: $n) { action description actorRole } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientRequestsNotifications2 { notifications { items { type message } } }"): (typeof documents)["query ClientRequestsNotifications2 { notifications { items { type message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientSupportRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }"): (typeof documents)["mutation ClientSupportRegister($i: RegisterInput!) { register(input: $i) { token user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientSupportCreateServiceRequest($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }"): (typeof documents)["mutation ClientSupportCreateServiceRequest($i: CreateRequestInput!) { createServiceRequest(input: $i) { id title status displayStatus appointmentFeePaid serviceZipCode clientId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClientSupportProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }"): (typeof documents)["mutation ClientSupportProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { id amountCents status gatewayTransactionId } request { id appointmentFeePaid displayStatus paymentStatus } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientSupportServiceCategories { serviceCategories { id name } }"): (typeof documents)["query ClientSupportServiceCategories { serviceCategories { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FoundationViewer { me { sessionRole clientId user { email role } } }"): (typeof documents)["query FoundationViewer { me { sessionRole clientId user { email role } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FoundationRegister($i: RegisterInput!) { register(input: $i) { token user { id email role } } }"): (typeof documents)["mutation FoundationRegister($i: RegisterInput!) { register(input: $i) { token user { id email role } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FoundationLogout { logout }"): (typeof documents)["mutation FoundationLogout { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FoundationAdminAccess($p: String!) { adminAccess(password: $p) { token } }"): (typeof documents)["mutation FoundationAdminAccess($p: String!) { adminAccess(password: $p) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FoundationImpersonateDemo { impersonateDemo(role: worker) { token user { email } } }"): (typeof documents)["mutation FoundationImpersonateDemo { impersonateDemo(role: worker) { token user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FoundationMe { me { sessionRole impersonatorName } }"): (typeof documents)["query FoundationMe { me { sessionRole impersonatorName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FoundationStopImpersonation { stopImpersonation { token user { email } } }"): (typeof documents)["mutation FoundationStopImpersonation { stopImpersonation { token user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveResyncLiveChangesSince($since: DateTimeISO!, $handedOver: Boolean) {\n  liveChangesSince(since: $since, handedOver: $handedOver) {\n    until complete\n    requests { requestId kind lists request { id status } }\n    queue { requestId removedId queueDelta item { request { id } } }\n    adminStats { pending unpaidRequests }\n    billing { totalRevenueCents }\n    workerEarnings { potentialCents }\n    workerDashboard { availableRequests activeJobs }\n  }\n}"): (typeof documents)["query LiveResyncLiveChangesSince($since: DateTimeISO!, $handedOver: Boolean) {\n  liveChangesSince(since: $since, handedOver: $handedOver) {\n    until complete\n    requests { requestId kind lists request { id status } }\n    queue { requestId removedId queueDelta item { request { id } } }\n    adminStats { pending unpaidRequests }\n    billing { totalRevenueCents }\n    workerEarnings { potentialCents }\n    workerDashboard { availableRequests activeJobs }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveResyncAdminDashboardStats { adminDashboardStats { pending } adminBillingStats { totalRevenueCents } }"): (typeof documents)["query LiveResyncAdminDashboardStats { adminDashboardStats { pending } adminBillingStats { totalRevenueCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveResyncWorkerFigures { workerEarnings { potentialCents } workerDashboard { availableRequests activeJobs } }"): (typeof documents)["query LiveResyncWorkerFigures { workerEarnings { potentialCents } workerDashboard { availableRequests activeJobs } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveResyncWorkerDashboard { workerDashboard { activeJobs } workerEarnings { potentialCents } }"): (typeof documents)["query LiveResyncWorkerDashboard { workerDashboard { activeJobs } workerEarnings { potentialCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OidcSignInSignInOptions { signInOptions { google providerName } }"): (typeof documents)["query OidcSignInSignInOptions { signInOptions { google providerName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OidcSignInConfirmLinkedIdentity($t: String!) { confirmLinkedIdentity(token: $t) }"): (typeof documents)["mutation OidcSignInConfirmLinkedIdentity($t: String!) { confirmLinkedIdentity(token: $t) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OidcSignInLinkedIdentities { linkedIdentities { id provider issuer email createdAt lastSignInAt } }"): (typeof documents)["query OidcSignInLinkedIdentities { linkedIdentities { id provider issuer email createdAt lastSignInAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OidcSignInRemoveLinkedIdentity($id: ID!) { removeLinkedIdentity(id: $id) }"): (typeof documents)["mutation OidcSignInRemoveLinkedIdentity($id: ID!) { removeLinkedIdentity(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageDocumentRegister($i: RegisterInput!) { register(input: $i) { token } }"): (typeof documents)["mutation PageDocumentRegister($i: RegisterInput!) { register(input: $i) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsMyRequests { myRequests(first: 200) { items { id } } }"): (typeof documents)["query RequestEventsMyRequests { myRequests(first: 200) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsMyJobs($s: String!) { myJobs(scope: $s, first: 200) { items { id } } }"): (typeof documents)["query RequestEventsMyJobs($s: String!) { myJobs(scope: $s, first: 200) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsAdminReviewQueue { adminReviewQueue(first: 200) { items { id } } }"): (typeof documents)["query RequestEventsAdminReviewQueue { adminReviewQueue(first: 200) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsAdminSchedule { adminSchedule(first: 200) { items { id } } }"): (typeof documents)["query RequestEventsAdminSchedule { adminSchedule(first: 200) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsAdminDashboardStats { adminDashboardStats { reviewQueue activeJobs pending } }"): (typeof documents)["query RequestEventsAdminDashboardStats { adminDashboardStats { reviewQueue activeJobs pending } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequestEventsAdminBillingStats { adminBillingStats { totalRevenueCents pendingPaymentsCount } }"): (typeof documents)["query RequestEventsAdminBillingStats { adminBillingStats { totalRevenueCents pendingPaymentsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerDecidedFieldsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents lines { label amountCents } } }"): (typeof documents)["query ServerDecidedFieldsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents lines { label amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerDecidedFieldsServiceRequest($id: ID!) { serviceRequest(id: $id) { allowedActions canCancel canEdit } }"): (typeof documents)["query ServerDecidedFieldsServiceRequest($id: ID!) { serviceRequest(id: $id) { allowedActions canCancel canEdit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerDecidedFieldsServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents lines { label amountCents } } } }"): (typeof documents)["query ServerDecidedFieldsServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents lines { label amountCents } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ServerDecidedFieldsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { status canCancel } }"): (typeof documents)["mutation ServerDecidedFieldsCancelServiceRequest($id: ID!) { cancelServiceRequest(id: $id) { status canCancel } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerDecidedFieldsServiceRequest3($id: ID!) { serviceRequest(id: $id) { liveLists } }"): (typeof documents)["query ServerDecidedFieldsServiceRequest3($id: ID!) { serviceRequest(id: $id) { liveLists } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerDecidedFieldsOpenJobs { openJobs(first: 100) { items { rank request { id priority } } } }"): (typeof documents)["query ServerDecidedFieldsOpenJobs { openJobs(first: 100) { items { rank request { id priority } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerRulesServiceRequest($id: ID!) { serviceRequest(id: $id) { isProjectWorkflow awaitingPaymentDecision billing { serviceCostCents payoutTiming } } }"): (typeof documents)["query ServerRulesServiceRequest($id: ID!) { serviceRequest(id: $id) { isProjectWorkflow awaitingPaymentDecision billing { serviceCostCents payoutTiming } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerRulesPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { lines { amountCents rateCents } subtotalCents billing { serviceCostCents balanceDueCents payoutTiming } } }"): (typeof documents)["query ServerRulesPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { lines { amountCents rateCents } subtotalCents billing { serviceCostCents balanceDueCents payoutTiming } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ServerRulesCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id subtotalCents finalAmountCents lineItems { amountCents } } }"): (typeof documents)["mutation ServerRulesCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id subtotalCents finalAmountCents lineItems { amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerRulesServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents balanceDueCents } } }"): (typeof documents)["query ServerRulesServiceRequest2($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents balanceDueCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ServerRulesAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents lineItems { amountCents } } }"): (typeof documents)["mutation ServerRulesAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents lineItems { amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatementCountOpenJobs($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query StatementCountOpenJobs($after: String) { openJobs(first: 50, after: $after) { items { request { id } } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatementCountAdminPastDueBalances($after: String) { adminPastDueBalances(first: 23, after: $after) { items { requestId invoiceCreatedAt daysPastDue } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query StatementCountAdminPastDueBalances($after: String) { adminPastDueBalances(first: 23, after: $after) { items { requestId invoiceCreatedAt daysPastDue } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerActionsCanRateServiceRequest($id: ID!) { serviceRequest(id: $id) { status workerActions canRate } }"): (typeof documents)["query WorkerActionsCanRateServiceRequest($id: ID!) { serviceRequest(id: $id) { status workerActions canRate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerActionsCanRateCompleteJob($id: ID!) { completeJob(requestId: $id) { status workerActions } }"): (typeof documents)["mutation WorkerActionsCanRateCompleteJob($id: ID!) { completeJob(requestId: $id) { status workerActions } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerActionsCanRateSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating } }"): (typeof documents)["mutation WorkerActionsCanRateSubmitReview($i: SubmitReviewInput!) { submitReview(input: $i) { id workerRating } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerApplicationApplyAsProvider($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id status onboardingCompleted backgroundCheckStatus documentVerificationStatus rating totalJobs completedJobs serviceCategories serviceRadius zipCode onboardingData offeredCategories { name } } } }"): (typeof documents)["mutation WorkerApplicationApplyAsProvider($i: ProviderApplicationInput!) { applyAsProvider(input: $i) { token provider { id status onboardingCompleted backgroundCheckStatus documentVerificationStatus rating totalJobs completedJobs serviceCategories serviceRadius zipCode onboardingData offeredCategories { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationMe { me { sessionRole clientId provider { status approved } } }"): (typeof documents)["query WorkerApplicationMe { me { sessionRole clientId provider { status approved } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerApplicationRegister($i: RegisterInput!) { register(input: $i) { token } }"): (typeof documents)["mutation WorkerApplicationRegister($i: RegisterInput!) { register(input: $i) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationMyProviderApplication { myProviderApplication { id status } }"): (typeof documents)["query WorkerApplicationMyProviderApplication { myProviderApplication { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationOpenJobs { openJobs { items { request { id } } } }"): (typeof documents)["query WorkerApplicationOpenJobs { openJobs { items { request { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerApplicationUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { hasAccount accountHolderName bankName accountType routingNumberMasked accountNumberMasked isVerified } }"): (typeof documents)["mutation WorkerApplicationUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { hasAccount accountHolderName bankName accountType routingNumberMasked accountNumberMasked isVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationMyBankAccount { myBankAccount { isVerified accountNumberMasked } }"): (typeof documents)["query WorkerApplicationMyBankAccount { myBankAccount { isVerified accountNumberMasked } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationMyBankAccount2 { myBankAccount { isVerified } }"): (typeof documents)["query WorkerApplicationMyBankAccount2 { myBankAccount { isVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerApplicationUpdateProviderSettings($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { fullName phone city state zipCode serviceRadius pushNotifications } }"): (typeof documents)["mutation WorkerApplicationUpdateProviderSettings($i: ProviderSettingsInput!) { updateProviderSettings(input: $i) { fullName phone city state zipCode serviceRadius pushNotifications } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerApplicationProviderSettings { providerSettings { fullName city zipCode serviceRadius smsNotifications pushNotifications } }"): (typeof documents)["query WorkerApplicationProviderSettings { providerSettings { fullName city zipCode serviceRadius smsNotifications pushNotifications } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsOpenJobs { openJobs { items { distanceMiles request { id title } } } }"): (typeof documents)["query WorkerJobsOpenJobs { openJobs { items { distanceMiles request { id title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status providerId } }"): (typeof documents)["mutation WorkerJobsAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status providerId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { scheduledAt } }"): (typeof documents)["mutation WorkerJobsScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { scheduledAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsScheduleNextVisit($id: ID!, $at: String!) { scheduleNextVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }"): (typeof documents)["mutation WorkerJobsScheduleNextVisit($id: ID!, $at: String!) { scheduleNextVisit(requestId: $id, scheduledAt: $at) { scheduledAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsAddJobNote($i: JobNoteInput!) { addJobNote(input: $i) { action description photos { url originalName } } }"): (typeof documents)["mutation WorkerJobsAddJobNote($i: JobNoteInput!) { addJobNote(input: $i) { action description photos { url originalName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents billing { platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents } } }"): (typeof documents)["query WorkerJobsPriceInvoiceLines($id: ID!, $l: [InvoiceLineInput!]!) { priceInvoiceLines(requestId: $id, lineItems: $l) { subtotalCents billing { platformFeeCents salesTaxCents processingFeeCents serviceTotalCents balanceDueCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id invoiceNumber status subtotalCents finalAmountCents lineItems { type quantity rateCents amountCents } } }"): (typeof documents)["mutation WorkerJobsCreateJobInvoice($i: CreateJobInvoiceInput!) { createJobInvoice(input: $i) { id invoiceNumber status subtotalCents finalAmountCents lineItems { type quantity rateCents amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents } } }"): (typeof documents)["query WorkerJobsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { serviceCostCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsEditJobInvoice($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { status lastEditedBy editReason originalAmountCents finalAmountCents } }"): (typeof documents)["mutation WorkerJobsEditJobInvoice($i: EditJobInvoiceInput!) { editJobInvoice(input: $i) { status lastEditedBy editReason originalAmountCents finalAmountCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsCompleteJob($id: ID!) { completeJob(requestId: $id) { status completedAt } }"): (typeof documents)["mutation WorkerJobsCompleteJob($id: ID!) { completeJob(requestId: $id) { status completedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsCompleteHundredDollarSpecial($id: ID!) { completeHundredDollarSpecial(requestId: $id) { status hundredDollarSpecial adminApprovalStatus billing { balanceDueCents workerPayoutCents } } }"): (typeof documents)["mutation WorkerJobsCompleteHundredDollarSpecial($id: ID!) { completeHundredDollarSpecial(requestId: $id) { status hundredDollarSpecial adminApprovalStatus billing { balanceDueCents workerPayoutCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkerJobsUnassignJob($id: ID!) { unassignJob(requestId: $id) { status providerId } }"): (typeof documents)["mutation WorkerJobsUnassignJob($id: ID!) { unassignJob(requestId: $id) { status providerId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsWorkerEarnings { workerEarnings { weekCents monthCents pendingCents potentialCents totalCents week { day cents } jobs { payoutCents payoutStatus thisWeek potential request { id } } } }"): (typeof documents)["query WorkerJobsWorkerEarnings { workerEarnings { weekCents monthCents pendingCents potentialCents totalCents week { day cents } jobs { payoutCents payoutStatus thisWeek potential request { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsWorkerDashboard { workerDashboard { availableRequests activeJobs completedJobs rating today { id } } }"): (typeof documents)["query WorkerJobsWorkerDashboard { workerDashboard { availableRequests activeJobs completedJobs rating today { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerJobsWorkerRatings { workerRatings { average count elite standing breakdown { stars count } reviews { requestTitle clientName workerRating comment } } }"): (typeof documents)["query WorkerJobsWorkerRatings { workerRatings { average count elite standing breakdown { stars count } reviews { requestTitle clientName workerRating comment } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }"): (typeof documents)["mutation SignIn($e:String!,$p:String!){ login(input:{email:$e,password:$p}) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LedgerInvariantsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents combinedTotalCents balancePaid } } }"): (typeof documents)["query LedgerInvariantsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents combinedTotalCents balancePaid } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LedgerInvariantsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"): (typeof documents)["query LedgerInvariantsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveSessionsLogout { logout }"): (typeof documents)["mutation LiveSessionsLogout { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveSessionsImpersonateDemo { impersonateDemo(role: client) { token } }"): (typeof documents)["mutation LiveSessionsImpersonateDemo { impersonateDemo(role: client) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveSessionsServiceCategories { serviceCategories { id } }"): (typeof documents)["query LiveSessionsServiceCategories { serviceCategories { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoneyAfterPaymentProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents } } }"): (typeof documents)["mutation MoneyAfterPaymentProcessPayment($i: ProcessPaymentInput!) { processPayment(input: $i) { payment { amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoneyAfterPaymentAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }"): (typeof documents)["mutation MoneyAfterPaymentAdminEditInvoice($i: AdminEditInvoiceInput!) { adminEditInvoice(input: $i) { newTotalCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoneyAfterPaymentCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"): (typeof documents)["query MoneyAfterPaymentCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoneyAfterPaymentServiceRequest($id: ID!) { serviceRequest(id: $id) { balancePaid billing { balanceDueCents combinedTotalCents } } }"): (typeof documents)["query MoneyAfterPaymentServiceRequest($id: ID!) { serviceRequest(id: $id) { balancePaid billing { balanceDueCents combinedTotalCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoneyAfterPaymentApprovePayout($id: ID!) { approvePayout(requestId: $id) { payout { amountCents serviceCostCents } } }"): (typeof documents)["mutation MoneyAfterPaymentApprovePayout($id: ID!) { approvePayout(requestId: $id) { payout { amountCents serviceCostCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WsGuardsServiceCategories { serviceCategories { id name } }"): (typeof documents)["query WsGuardsServiceCategories { serviceCategories { id name } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;