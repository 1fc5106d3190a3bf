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
    "\n  fragment RequestAddress_address on Address {\n    street\n    city\n    state\n    zipCode\n  }\n": typeof types.RequestAddress_AddressFragmentDoc,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n    }\n  }\n": typeof types.MyCalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  fragment ChargeLines_line on ChargeLine {\n    label\n    amountCents\n  }\n": typeof types.ChargeLines_LineFragmentDoc,
    "\n  query PriceInvoiceLines($requestId: ID!, $lineItems: [InvoiceLineInput!]!) {\n    priceInvoiceLines(requestId: $requestId, lineItems: $lineItems) {\n      lines {\n        amountCents\n      }\n      subtotalCents\n      billing {\n        serviceCostCents\n        platformFeeCents\n        salesTaxCents\n        processingFeeCents\n        tipCents\n        serviceTotalCents\n        consultationCreditCents\n        balanceDueCents\n        workerPayoutCents\n        lines {\n          ...ChargeLines_line\n        }\n      }\n    }\n  }\n": typeof types.PriceInvoiceLinesDocument,
    "\n  query ProjectWorkflow($id: ID!) {\n    serviceRequest(id: $id) {\n      id title description status displayStatus estimatedCostCents actualCostCents createdAt scheduledAt completedAt inspectionDate inspectionNotes\n      address { ...RequestAddress_address }\n      category { id name icon }\n      client { id name email phone }\n      provider { id name email phone }\n      activities { id action description actorRole createdAt photos { id url originalName } }\n      invoices { id invoiceNumber status finalAmountCents createdAt }\n      billing { serviceCostCents platformFeeCents salesTaxCents processingFeeCents tipCents serviceTotalCents balanceDueCents workerPayoutCents balancePaid hundredDollarSpecial payoutTiming }\n    }\n  }\n": typeof types.ProjectWorkflowDocument,
    "\n  mutation AdminScheduleInspection($requestId: ID!, $inspectionDate: DateTimeISO!) {\n    adminScheduleInspection(requestId: $requestId, inspectionDate: $inspectionDate) { id inspectionDate }\n  }\n": typeof types.AdminScheduleInspectionDocument,
    "\n  mutation ApprovePayout($requestId: ID!, $inspectionNotes: String) {\n    approvePayout(requestId: $requestId, inspectionNotes: $inspectionNotes) {\n      message\n      request { id status displayStatus inspectionNotes }\n      payout { id amountCents timing status }\n    }\n  }\n": typeof types.ApprovePayoutDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n": typeof types.RegisterPushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.RemovePushSubscriptionDocument,
    "\n  fragment BillingTab_request on ServiceRequest {\n    appointmentFeePaid\n    billing {\n      consultationFeeCents\n      consultationTotalCents\n      serviceCostCents\n      platformFeeCents\n      salesTaxCents\n      processingFeeCents\n      tipCents\n      serviceTotalCents\n      consultationCreditCents\n      balanceDueCents\n      combinedTotalCents\n      workerPayoutCents\n      hundredDollarSpecial\n      balancePaid\n    }\n  }\n": typeof types.BillingTab_RequestFragmentDoc,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      request {\n        id\n        rating\n        canRate\n        clientStats {\n          ...MyClientStats_stats\n        }\n      }\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  fragment DetailsTab_request on ServiceRequest {\n    description\n    notes\n    priority\n    serviceTypeName\n    estimatedCostCents\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    invoices {\n      id\n      invoiceNumber\n      status\n      finalAmountCents\n      createdAt\n    }\n  }\n": typeof types.DetailsTab_RequestFragmentDoc,
    "\n  fragment OverviewTab_request on ServiceRequest {\n    appointmentFeePaid\n    estimatedDuration\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    alternativeTime1\n    alternativeTime2\n    scheduledAt\n    client {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n    }\n    provider {\n      id\n      name\n      email\n      phone\n      rating\n      ratingCount\n    }\n  }\n": typeof types.OverviewTab_RequestFragmentDoc,
    "\n  fragment RatingTab_request on ServiceRequest {\n    rating\n    canRate\n  }\n": typeof types.RatingTab_RequestFragmentDoc,
    "\n  fragment RequestDetail_request on ServiceRequest {\n    id\n    title\n    status\n    displayStatus\n    isProjectWorkflow\n    series {\n      id\n      position\n      total\n      frequency\n      status\n    }\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    workerActions\n    category {\n      id\n      name\n      icon\n    }\n    billing {\n      hundredDollarSpecial\n      workerPayoutCents\n    }\n    ...OverviewTab_request\n    ...DetailsTab_request\n    ...UpdatesTab_request\n    ...BillingTab_request\n    ...RatingTab_request\n  }\n": typeof types.RequestDetail_RequestFragmentDoc,
    "\n  fragment UpdatesTab_request on ServiceRequest {\n    activities {\n      id\n      action\n      description\n      actorRole\n      createdAt\n      photos {\n        id\n        url\n        originalName\n        kind\n      }\n    }\n  }\n": typeof types.UpdatesTab_RequestFragmentDoc,
    "\n  query RequestDetail($id: ID!) {\n    serviceRequest(id: $id) {\n      ...RequestDetail_request\n    }\n  }\n": typeof types.RequestDetailDocument,
    "\n  query AdminActiveJobs($first: Int, $after: String) {\n    adminActiveJobs(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address } estimatedCostCents actualCostCents\n      notes createdAt scheduledAt\n      category { id name icon }\n      series { id position total frequency }\n      provider { id name phone rating ratingCount }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminActiveJobsDocument,
    "\n  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {\n    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }\n  }\n": typeof types.AdminApproveTransactionDocument,
    "\n  mutation AdminApproveWorker($providerId: ID!) {\n    adminApproveWorker(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n": typeof types.AdminApproveWorkerDocument,
    "\n  query AdminAssignmentBoard($first: Int, $after: String) {\n    adminAssignmentBoard(first: $first, after: $after) {\n      items {\n      request {\n        id title priority displayStatus clientName address { ...RequestAddress_address } preferredDate createdAt\n        category { id name icon }\n        series { id position total frequency }\n      }\n      workers {\n        categoryName\n        categoryNames\n        distanceMiles\n        provider { id name rating ratingCount serviceRadius zipCode }\n      }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminAssignmentBoardDocument,
    "\n  query AdminAvailableWorkers($requestId: ID) {\n    adminAvailableWorkers(requestId: $requestId) {\n      categoryName\n      distanceMiles\n      provider { id name rating ratingCount serviceRadius zipCode }\n    }\n  }\n": typeof types.AdminAvailableWorkersDocument,
    "\n  query AdminBillingSearch($query: String!) {\n    adminBillingSearch(query: $query) { ...AdminInvoiceRow_row }\n  }\n": typeof types.AdminBillingSearchDocument,
    "\n  query AdminBillingStats {\n    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n  }\n": typeof types.AdminBillingStatsDocument,
    "\n  query AdminCategoryRevenue {\n    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }\n  }\n": typeof types.AdminCategoryRevenueDocument,
    "\n  query AdminClients($first: Int, $after: String) {\n    adminClients(first: $first, after: $after) {\n      items {\n      requestCount\n      totalPaidCents\n      client { id name email phone address city state zipCode createdAt }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminClientsDocument,
    "\n  mutation AdminCompleteBackgroundCheck($providerId: ID!) {\n    adminCompleteBackgroundCheck(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n": typeof types.AdminCompleteBackgroundCheckDocument,
    "\n  query AdminCompletedJobs($sort: String!, $first: Int, $after: String) {\n    adminCompletedJobs(sort: $sort) {\n      count\n      totalCents\n      ratedCount\n      averageRating\n      jobs(first: $first, after: $after) {\n        items {\n        amountCents\n        durationLabel\n        request {\n          id title displayStatus status clientName address { ...RequestAddress_address } createdAt completedAt rating\n          category { id name icon }\n          series { id position total frequency }\n          provider { id name rating ratingCount }\n        }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.AdminCompletedJobsDocument,
    "\n  fragment AdminPaymentRow_row on AdminPaymentRow {\n    requestTitle clientName standing canDecide\n    payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }\n  }\n": typeof types.AdminPaymentRow_RowFragmentDoc,
    "\n  query AdminConsultationPayments($first: Int, $after: String) {\n    adminConsultationPayments(first: $first, after: $after) {\n      items { ...AdminPaymentRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminConsultationPaymentsDocument,
    "\n  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {\n    adminCreateServiceRequest(input: $input) { id title status priority }\n  }\n": typeof types.AdminCreateServiceRequestDocument,
    "\n  query AdminCustomerLookup($customerId: String!) {\n    adminCustomerLookup(customerId: $customerId) {\n      requestCount\n      client { id name phone email address city state zipCode createdAt }\n      requests { id title displayStatus createdAt category { id name } }\n    }\n  }\n": typeof types.AdminCustomerLookupDocument,
    "\n  query AdminDashboardStats {\n    adminDashboardStats { ...AdminDashboardTiles_stats }\n  }\n": typeof types.AdminDashboardStatsDocument,
    "\n  fragment PastDueRow_record on PastDueRecordType {\n    requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt\n  }\n": typeof types.PastDueRow_RecordFragmentDoc,
    "\n  query AdminPastDueBalances($first: Int, $after: String) {\n    adminPastDueBalances(first: $first, after: $after) {\n      items { ...PastDueRow_record }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminPastDueBalancesDocument,
    "\n  fragment AdminPayoutRow_row on AdminPayoutRow {\n    providerName requestTitle\n    payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }\n  }\n": typeof types.AdminPayoutRow_RowFragmentDoc,
    "\n  query AdminPayouts($first: Int, $after: String) {\n    adminPayouts(first: $first, after: $after) {\n      items { ...AdminPayoutRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminPayoutsDocument,
    "\n  query AdminPendingPaidRequests($first: Int, $after: String) {\n    adminPendingPaidRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminPendingPaidRequestsDocument,
    "\n  query AdminProviders($first: Int, $after: String) {\n    adminProviders(first: $first, after: $after) {\n      items {\n      categoryName\n      categoryNames\n      activeJobs\n      earningsCents\n      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminProvidersDocument,
    "\n  query AdminQueuedRequests($first: Int, $after: String) {\n    adminQueuedRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents notes createdAt\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminQueuedRequestsDocument,
    "\n  fragment AdminInvoiceRow_row on AdminInvoiceRow {\n    serviceCostCents balanceDueCents minService billingState\n    invoice { id invoiceNumber status finalAmountCents }\n    request { id title clientName displayStatus completedAt createdAt }\n  }\n": typeof types.AdminInvoiceRow_RowFragmentDoc,
    "\n  query AdminRecentInvoices {\n    adminRecentInvoices { ...AdminInvoiceRow_row }\n  }\n": typeof types.AdminRecentInvoicesDocument,
    "\n  mutation AdminRejectPayment($requestId: ID!, $reason: String) {\n    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }\n  }\n": typeof types.AdminRejectPaymentDocument,
    "\n  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {\n    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }\n  }\n": typeof types.AdminRejectTransactionDocument,
    "\n  mutation AdminRejectWorker($providerId: ID!, $reason: String) {\n    adminRejectWorker(providerId: $providerId, reason: $reason) { id ...WorkerApplicant_provider }\n  }\n": typeof types.AdminRejectWorkerDocument,
    "\n  fragment AdminInvoiceDetails_details on AdminInvoiceDetails {\n    version\n    invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }\n    lineItems { id type description quantity rateCents amountCents }\n  }\n": typeof types.AdminInvoiceDetails_DetailsFragmentDoc,
    "\n  query AdminRequestInvoice($requestId: ID!) {\n    adminRequestInvoice(requestId: $requestId) { ...AdminInvoiceDetails_details }\n  }\n": typeof types.AdminRequestInvoiceDocument,
    "\n  query AdminRequestLookup($requestNumber: String!) {\n    adminRequestLookup(requestNumber: $requestNumber) {\n      id title description displayStatus createdAt\n      category { id name }\n      client { id name email phone address city state zipCode }\n    }\n  }\n": typeof types.AdminRequestLookupDocument,
    "\n  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {\n    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id ...WorkerApplicant_provider }\n  }\n": typeof types.AdminRequestWorkerDocumentDocument,
    "\n  query AdminReviewQueue($first: Int, $after: String) {\n    adminReviewQueue(first: $first, after: $after) {\n      items { id createdAt ...ReviewQueueRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminReviewQueueDocument,
    "\n  query AdminSchedule($first: Int, $after: String) {\n    adminSchedule(first: $first, after: $after) {\n      items { id scheduledAt ...AdminScheduleRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminScheduleDocument,
    "\n  query AdminSearch($query: String!) {\n    adminSearch(query: $query) { kind id title subtitle link }\n  }\n": typeof types.AdminSearchDocument,
    "\n  query AdminSearchAccounts($query: String!) {\n    adminSearchAccounts(query: $query) {\n      clients { id name email phone city state createdAt }\n      providers { id name email phone status zipCode createdAt }\n    }\n  }\n": typeof types.AdminSearchAccountsDocument,
    "\n  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {\n    adminServiceRequests(status: $status, first: $first, after: $after) {\n      items { id createdAt ...AdminServiceRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminServiceRequestsDocument,
    "\n  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {\n    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }\n  }\n": typeof types.AdminSimulateClientPaymentDocument,
    "\n  fragment WorkerApplicant_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    backgroundCheckStatus\n    backgroundCheckCompletedAt\n    documentVerificationStatus\n    documentRequest\n    documentRequestedAt\n    createdAt\n    onboardingData\n  }\n": typeof types.WorkerApplicant_ProviderFragmentDoc,
    "\n  query AdminWorkerApplications($first: Int, $after: String) {\n    adminWorkerApplications(first: $first, after: $after) {\n      items {\n        categoryNames\n        provider {\n          ...WorkerApplicant_provider\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminWorkerApplicationsDocument,
    "\n  query AdminAdvancedEarnings {\n    adminAdvancedEarnings {\n      revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }\n      profitAnalysis { netProfitCents profitMargin workerCostsCents }\n      customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate activeSeries }\n      operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }\n      monthlyTrends { month revenueCents completedJobs avgOrderValueCents }\n      topCategories { categoryId categoryName jobs revenueCents profitMargin }\n    }\n  }\n": typeof types.AdminAdvancedEarningsDocument,
    "\n  query AdminRevenue {\n    adminRevenue {\n      totalRevenueCents consultationCents balanceCents tipsCents awaitingApprovalCents payoutsReleasedCents payoutsHeldCents\n      monthly { month revenueCents completedJobs avgOrderValueCents }\n      recentPayments { requestTitle clientName payment { id requestId kind amountCents tipCents method adminApprovalStatus createdAt } }\n    }\n  }\n": typeof types.AdminRevenueDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    adminRecentActivity(limit: $limit) { id source action description requestId actorRole amountCents createdAt }\n  }\n": typeof types.AdminRecentActivityDocument,
    "\n  query AdminCategoryStats($categoryId: ID!) {\n    adminCategoryStats(categoryId: $categoryId) {\n      categoryId categoryName totalRequests queued pending active completed cancelled revenueCents payoutsCents averageRating\n      recentRequests { id title displayStatus clientName createdAt }\n    }\n  }\n": typeof types.AdminCategoryStatsDocument,
    "\n  mutation AssignWorker($requestId: ID!, $providerId: ID!) {\n    assignWorker(requestId: $requestId, providerId: $providerId) {\n      id status displayStatus providerId liveLists\n      ...AdminLiveRow_request\n    }\n  }\n": typeof types.AssignWorkerDocument,
    "\n  query AssignableWorkers($requestId: ID!) {\n    assignableWorkers(requestId: $requestId) {\n      eligible\n      reason\n      distanceMiles\n      activeJobs\n      categoryName\n      categoryNames\n      provider { id name }\n    }\n  }\n": typeof types.AssignableWorkersDocument,
    "\n  mutation AdminEditInvoice($input: AdminEditInvoiceInput!) {\n    adminEditInvoice(input: $input) {\n      newTotalCents originalTotalCents differenceCents\n      invoice { id status finalAmountCents lastEditedBy editReason }\n    }\n  }\n": typeof types.AdminEditInvoiceDocument,
    "\n  mutation AdminDeleteInvoice($id: ID!) {\n    adminDeleteInvoice(id: $id)\n  }\n": typeof types.AdminDeleteInvoiceDocument,
    "\n  mutation AdminApproveInvoice($id: ID!) {\n    adminApproveInvoice(id: $id) { id status }\n  }\n": typeof types.AdminApproveInvoiceDocument,
    "\n  subscription AdminRequestChanged {\n    adminReviewChanged {\n      requestId\n      kind\n      lists\n      stats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n      request {\n        ...AdminLiveRow_request\n      }\n    }\n  }\n": typeof types.AdminRequestChangedDocument,
    "\n  fragment AdminLiveRow_request on ServiceRequest {\n    id\n    createdAt\n    scheduledAt\n    ...ReviewQueueRow_request\n    ...AdminServiceRow_request\n    ...AdminScheduleRow_request\n    ...RequestDetail_request\n    ...AdminActionPanel_request\n  }\n": typeof types.AdminLiveRow_RequestFragmentDoc,
    "\n  query AdminLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId kind lists request { ...AdminLiveRow_request } }\n      adminStats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n    }\n  }\n": typeof types.AdminLiveResyncDocument,
    "\n  fragment AdminLiveMoney_money on AdminRequestMoney {\n    requestId\n    invoiceRow { ...AdminInvoiceRow_row request { id completedAt } }\n    consultationPayments { ...AdminPaymentRow_row payment { id createdAt } }\n    payouts { ...AdminPayoutRow_row payout { id createdAt } }\n    pastDue { ...PastDueRow_record requestId invoiceCreatedAt }\n    invoice { ...AdminInvoiceDetails_details }\n  }\n": typeof types.AdminLiveMoney_MoneyFragmentDoc,
    "\n  subscription AdminMoneyChanged {\n    adminReviewChanged {\n      requestId\n      adminMoney { ...AdminLiveMoney_money }\n    }\n  }\n": typeof types.AdminMoneyChangedDocument,
    "\n  query AdminMoneyResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId adminMoney { ...AdminLiveMoney_money } }\n    }\n  }\n": typeof types.AdminMoneyResyncDocument,
    "\n  query AdminMessages($state: String, $first: Int, $after: String) {\n    adminMessages(state: $state, first: $first, after: $after) {\n      items { id channel kind audience state recipient recipientName subject textBody attempts lastError dueAt sentAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  query AdminRefundDeadlines($first: Int, $after: String) {\n    adminRefundDeadlines(first: $first, after: $after) {\n      items { id title clientName address { ...RequestAddress_address } paymentDate feeRefundDueAt category { id name } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminRefundDeadlinesDocument,
    "\n  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {\n    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {\n      message\n      request { id adminApprovalStatus }\n      payout { id amountCents timing status }\n    }\n  }\n": typeof types.ReleasePayoutDocument,
    "\n  fragment AdminActionPanel_request on ServiceRequest {\n    id title status displayStatus adminApprovalStatus adminNotes awaitingPaymentDecision allowedActions\n    billing { workerPayoutCents }\n  }\n": typeof types.AdminActionPanel_RequestFragmentDoc,
    "\n  query AdminRequestState($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      ...AdminActionPanel_request\n    }\n  }\n": typeof types.AdminRequestStateDocument,
    "\n  fragment AdminScheduleRow_request on ServiceRequest {\n    id title displayStatus clientName address { ...RequestAddress_address } scheduledAt estimatedDuration\n    category { id name icon }\n    provider { id name }\n  }\n": typeof types.AdminScheduleRow_RequestFragmentDoc,
    "\n  fragment AdminServiceRow_request on ServiceRequest {\n    id title displayStatus status priority clientName address { ...RequestAddress_address } createdAt estimatedCostCents\n    category { id name icon }\n    provider { id name }\n    series { id position total frequency }\n  }\n": typeof types.AdminServiceRow_RequestFragmentDoc,
    "\n  query AdminAuditEvents($requestId: ID, $first: Int, $after: String) {\n    adminAuditEvents(requestId: $requestId, first: $first, after: $after) {\n      items { id action entityType entityId actorId actorRole impersonatorId amountCents before after createdAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminAuditEventsDocument,
    "\n  query CategoriesForAdmin {\n    serviceCategories { id name icon }\n  }\n": typeof types.CategoriesForAdminDocument,
    "\n  fragment ReviewQueueRow_request on ServiceRequest {\n    id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus createdAt\n    category { id name icon }\n    provider { id name }\n    billing { serviceCostCents balanceDueCents workerPayoutCents }\n  }\n": typeof types.ReviewQueueRow_RequestFragmentDoc,
    "\n  fragment AdminDashboardTiles_stats on AdminDashboardStats {\n    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue\n  }\n": typeof types.AdminDashboardTiles_StatsFragmentDoc,
    "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.AdminAccessDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query LinkedIdentities {\n    linkedIdentities {\n      id\n      provider\n      issuer\n      email\n      createdAt\n      lastSignInAt\n    }\n  }\n": typeof types.LinkedIdentitiesDocument,
    "\n  mutation RemoveLinkedIdentity($id: ID!) {\n    removeLinkedIdentity(id: $id)\n  }\n": typeof types.RemoveLinkedIdentityDocument,
    "\n  mutation ConfirmLinkedIdentity($token: String!) {\n    confirmLinkedIdentity(token: $token)\n  }\n": typeof types.ConfirmLinkedIdentityDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      userAgent\n      current\n      viaAdmin\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      google\n      providerName\n    }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {\n    addPaymentMethod(input: $input) {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n": typeof types.AddPaymentMethodDocument,
    "\n  mutation AddTip($requestId: ID!, $tipCents: SafeInt!, $idempotencyKey: String!) {\n    addTip(requestId: $requestId, tipCents: $tipCents, idempotencyKey: $idempotencyKey) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n      }\n      request {\n        id\n        balancePaid\n      }\n      checkoutQuote {\n        ...CheckoutQuote_quote\n      }\n    }\n  }\n": typeof types.AddTipDocument,
    "\n  mutation CancelServiceRequest($id: ID!) {\n    cancelServiceRequest(id: $id) {\n      id\n      status\n      displayStatus\n      canCancel\n      canEdit\n      cancelTerms\n      billingEntry {\n        ...MyBilling_entry\n      }\n      clientStats {\n        ...MyClientStats_stats\n      }\n    }\n  }\n": typeof types.CancelServiceRequestDocument,
    "\n  query CatalogCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n      requiresScheduling\n    }\n  }\n": typeof types.CatalogCategoriesDocument,
    "\n  query CatalogTypes($categoryId: ID!) {\n    serviceTypes(categoryId: $categoryId) {\n      id\n      name\n      categoryId\n    }\n  }\n": typeof types.CatalogTypesDocument,
    "\n  fragment CheckoutQuote_quote on CheckoutQuote {\n    requestId\n    title\n    dueFor\n    amountCents\n    appointmentFeePaid\n    serviceCostCents\n    tipCents\n    tipOpenUntil\n    lines {\n      ...ChargeLines_line\n    }\n  }\n": typeof types.CheckoutQuote_QuoteFragmentDoc,
    "\n  query CheckoutQuote($requestId: ID!) {\n    checkoutQuote(requestId: $requestId) {\n      ...CheckoutQuote_quote\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  query ClientLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          ...MyRequestsRow_request\n          ...RequestDetail_request\n        }\n      }\n    }\n  }\n": typeof types.ClientLiveResyncDocument,
    "\n  subscription ClientRequestChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        ...MyRequestsRow_request\n        ...RequestDetail_request\n      }\n    }\n  }\n": typeof types.ClientRequestChangedDocument,
    "\n  mutation CreateServiceRequest($input: CreateRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n": typeof types.CreateServiceRequestDocument,
    "\n  fragment MyBilling_entry on BillingEntry {\n    requestId\n    title\n    categoryName\n    providerName\n    invoiceNumber\n    status\n    kind\n    totalCents\n    tipCents\n    amountDueCents\n    paidCents\n    dueFor\n    requestStatus\n    date\n    paymentMethod\n  }\n": typeof types.MyBilling_EntryFragmentDoc,
    "\n  query MyBilling($first: Int, $after: String) {\n    myBilling(first: $first, after: $after) {\n      items {\n        ...MyBilling_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyBillingDocument,
    "\n  query MyClientProfile {\n    myClientProfile {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n      createdAt\n    }\n  }\n": typeof types.MyClientProfileDocument,
    "\n  fragment MyClientStats_stats on ClientStats {\n    totalRequests\n    completed\n    averageRatingGiven\n    reviewCount\n    memberSince\n    pendingProviderApplication\n  }\n": typeof types.MyClientStats_StatsFragmentDoc,
    "\n  query MyClientStats {\n    myClientStats {\n      ...MyClientStats_stats\n    }\n  }\n": typeof types.MyClientStatsDocument,
    "\n  query MyPaymentMethods {\n    myPaymentMethods {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n": typeof types.MyPaymentMethodsDocument,
    "\n  query MyReferral {\n    myReferral {\n      code\n      referred\n      qualified\n      earnedCents\n      bonusCents\n      requiredJobs\n    }\n  }\n": typeof types.MyReferralDocument,
    "\n  fragment MyRequestsRow_request on ServiceRequest {\n    id\n    status\n    canCancel\n    canEdit\n    cancelTerms\n    completedAt\n    createdAt\n    series {\n      id\n      position\n      total\n      status\n    }\n    ...RequestCard_request\n    ...EditRequestDialog_request\n  }\n": typeof types.MyRequestsRow_RequestFragmentDoc,
    "\n  query MyRequests($first: Int, $after: String) {\n    myRequests(first: $first, after: $after) {\n      items {\n        ...MyRequestsRow_request\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyRequestsDocument,
    "\n  query MyReviews($first: Int, $after: String) {\n    myReviews(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyReviewsDocument,
    "\n  query MyServiceHistory($first: Int, $after: String) {\n    myServiceHistory(first: $first, after: $after) {\n      items {\n        id\n        title\n        description\n        createdAt\n        completedAt\n        rating\n        category {\n          id\n          name\n          icon\n        }\n        provider {\n          id\n          name\n        }\n        billing {\n          combinedTotalCents\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyServiceHistoryDocument,
    "\n  mutation AddClientNote($requestId: ID!, $note: String!) {\n    addClientNote(requestId: $requestId, note: $note) {\n      id\n      action\n      description\n      actorRole\n      createdAt\n    }\n  }\n": typeof types.AddClientNoteDocument,
    "\n  mutation ProcessPayment($input: ProcessPaymentInput!) {\n    processPayment(input: $input) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n        gatewayTransactionId\n      }\n      request {\n        id\n        status\n        displayStatus\n        appointmentFeePaid\n        paymentStatus\n        balancePaid\n        invoicePaid\n        billingEntry {\n          ...MyBilling_entry\n        }\n      }\n    }\n  }\n": typeof types.ProcessPaymentDocument,
    "\n  mutation RemovePaymentMethod($id: ID!) {\n    removePaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.RemovePaymentMethodDocument,
    "\n  mutation SkipVisit($requestId: ID!) {\n    skipVisit(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n": typeof types.SkipVisitDocument,
    "\n  mutation RescheduleVisit($requestId: ID!, $scheduledAt: String!) {\n    rescheduleVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      ...MyRequestsRow_request\n    }\n  }\n": typeof types.RescheduleVisitDocument,
    "\n  mutation EndSeries($requestId: ID!) {\n    endSeries(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n": typeof types.EndSeriesDocument,
    "\n  mutation SetDefaultPaymentMethod($id: ID!) {\n    setDefaultPaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultPaymentMethodDocument,
    "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitSupportRequestDocument,
    "\n  mutation StartSupportConversation {\n    startSupportConversation {\n      id\n    }\n  }\n": typeof types.StartSupportConversationDocument,
    "\n  query SupportReplyTime {\n    supportReplyTime {\n      medianSeconds\n      sample\n    }\n  }\n": typeof types.SupportReplyTimeDocument,
    "\n  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {\n    updateMyClientProfile(input: $input) {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n    }\n  }\n": typeof types.UpdateMyClientProfileDocument,
    "\n  mutation UpdateServiceRequest($input: UpdateRequestInput!) {\n    updateServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n": typeof types.UpdateServiceRequestDocument,
    "\n  fragment EditRequestDialog_request on ServiceRequest {\n    id\n    status\n    canEdit\n    title\n    description\n    categoryId\n    address {\n      ...RequestAddress_address\n    }\n  }\n": typeof types.EditRequestDialog_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n      frequency\n    }\n    status\n    displayStatus\n    appointmentFeePaid\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    provider {\n      id\n      name\n    }\n  }\n": typeof types.RequestCard_RequestFragmentDoc,
    "\n  query Conversation($requestId: ID!) {\n    conversation(requestId: $requestId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  query ConversationById($id: ID!) {\n    conversationById(id: $id) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": typeof types.ConversationByIdDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  subscription ConversationRead($conversationId: ID!) {\n    conversationRead(conversationId: $conversationId) {\n      conversationId\n      userId\n      lastReadMessageId\n    }\n  }\n": typeof types.ConversationReadDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n      bellUnreadCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query MyConversations {\n    myConversations {\n      id\n      kind\n      title\n      requestId\n      unreadCount\n      lastMessageAt\n    }\n  }\n": typeof types.MyConversationsDocument,
    "\n  query SupportConversations {\n    supportConversations {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n": typeof types.SupportConversationsDocument,
    "\n  subscription SupportConversationChanged {\n    supportConversationChanged {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n": typeof types.SupportConversationChangedDocument,
    "\n  fragment ConversationView_conversation on Conversation {\n    id\n    kind\n    title\n    unreadCount\n    othersReadUpTo\n    messages {\n      id\n      mine\n      ...MessageBubble_message\n    }\n  }\n": typeof types.ConversationView_ConversationFragmentDoc,
    "\n  fragment MessageBubble_message on ConversationMessage {\n    id\n    conversationId\n    authorName\n    authorRole\n    mine\n    body\n    createdAt\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": typeof types.MessageBubble_MessageFragmentDoc,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      alreadyJoined\n      entry {\n        id\n        email\n        zipCode\n      }\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  query MessageSubscription($token: String!) {\n    messageSubscription(token: $token) { switchName label subscribed address }\n  }\n": typeof types.MessageSubscriptionDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { switchName label subscribed address }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation Resubscribe($token: String!) {\n    resubscribe(token: $token) { switchName label subscribed address }\n  }\n": typeof types.ResubscribeDocument,
    "\n  mutation AcceptJob($requestId: ID!) {\n    acceptJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      providerId\n    }\n  }\n": typeof types.AcceptJobDocument,
    "\n  mutation AddJobNote($input: JobNoteInput!) {\n    addJobNote(input: $input) {\n      id\n      description\n    }\n  }\n": typeof types.AddJobNoteDocument,
    "\n  mutation AnnounceOnMyWay($requestId: ID!) {\n    announceOnMyWay(requestId: $requestId) {\n      id\n      onMyWayAt\n      etaMinutes\n    }\n  }\n": typeof types.AnnounceOnMyWayDocument,
    "\n  mutation ApplyAsProvider($input: ProviderApplicationInput!) {\n    applyAsProvider(input: $input) {\n      token\n      provider {\n        id\n        status\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n": typeof types.ApplyAsProviderDocument,
    "\n  mutation CompleteJob($requestId: ID!) {\n    completeJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": typeof types.CompleteJobDocument,
    "\n  mutation CompleteHundredDollarSpecial($requestId: ID!) {\n    completeHundredDollarSpecial(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      hundredDollarSpecial\n      adminApprovalStatus\n    }\n  }\n": typeof types.CompleteHundredDollarSpecialDocument,
    "\n  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {\n    createJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n": typeof types.CreateJobInvoiceDocument,
    "\n  mutation EditJobInvoice($input: EditJobInvoiceInput!) {\n    editJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n": typeof types.EditJobInvoiceDocument,
    "\n  query WorkerJobPhotos($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      activities {\n        id\n        createdAt\n        photos {\n          id\n          url\n          originalName\n          kind\n        }\n      }\n    }\n  }\n": typeof types.WorkerJobPhotosDocument,
    "\n  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {\n    myJobs(scope: $scope, first: $first, after: $after) {\n      items {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.WorkerMyJobsDocument,
    "\n  query OpenJobs($first: Int, $after: String) {\n    openJobs(first: $first, after: $after) {\n      items {\n        ...QueueEntry_item\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.OpenJobsDocument,
    "\n  subscription QueueChanged {\n    queueChanged {\n      requestId\n      kind\n      removedId\n      queueDelta\n      item {\n        ...QueueEntry_item\n      }\n    }\n  }\n": typeof types.QueueChangedDocument,
    "\n  fragment QueueEntry_item on QueueItem {\n    rank\n    request {\n      id\n      title\n      createdAt\n    }\n    ...QueueCard_item\n  }\n": typeof types.QueueEntry_ItemFragmentDoc,
    "\n  mutation ReleaseVisit($requestId: ID!) {\n    releaseVisit(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": typeof types.ReleaseVisitDocument,
    "\n  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {\n    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n": typeof types.ScheduleJobDocument,
    "\n  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {\n    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n": typeof types.ScheduleNextVisitDocument,
    "\n  mutation UnassignJob($requestId: ID!) {\n    unassignJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": typeof types.UnassignJobDocument,
    "\n  mutation UpdateWorkerBankAccount($input: BankAccountInput!) {\n    updateBankAccount(input: $input) {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n": typeof types.UpdateWorkerBankAccountDocument,
    "\n  mutation UpdateWorkerSettings($input: ProviderSettingsInput!) {\n    updateProviderSettings(input: $input) {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n      provider {\n        ...WorkerApplication_provider\n      }\n    }\n  }\n": typeof types.UpdateWorkerSettingsDocument,
    "\n  fragment WorkerApplication_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    onboardingCompleted\n    backgroundCheckStatus\n    documentVerificationStatus\n    rating\n    completedJobs\n    createdAt\n    onboardingData\n    offeredCategories {\n      id\n      name\n      icon\n    }\n  }\n": typeof types.WorkerApplication_ProviderFragmentDoc,
    "\n  query WorkerApplication {\n    myProviderApplication {\n      ...WorkerApplication_provider\n    }\n  }\n": typeof types.WorkerApplicationDocument,
    "\n  subscription WorkerAccountNotice($after: DateTimeISO) {\n    notificationAdded(after: $after) {\n      id\n      type\n      provider {\n        ...WorkerApplication_provider\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n": typeof types.WorkerAccountNoticeDocument,
    "\n  query WorkerBankAccount {\n    myBankAccount {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n": typeof types.WorkerBankAccountDocument,
    "\n  query WorkerCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n    }\n  }\n": typeof types.WorkerCategoriesDocument,
    "\n  query WorkerDashboard {\n    workerDashboard {\n      ...WorkerDashboard_figures\n      ...WorkerAnalytics_dashboard\n    }\n  }\n": typeof types.WorkerDashboardDocument,
    "\n  query WorkerEarnings {\n    workerEarnings {\n      ...WorkerEarnings_figures\n      ...WorkerDashboardEarnings_figures\n      ...WorkerAnalytics_earnings\n    }\n  }\n": typeof types.WorkerEarningsDocument,
    "\n  subscription WorkerJobChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n        ...RequestDetail_request\n      }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n    }\n  }\n": typeof types.WorkerJobChangedDocument,
    "\n  fragment JobInvoice_invoice on Invoice {\n    id\n    invoiceNumber\n    status\n    finalAmountCents\n    originalAmountCents\n    notes\n    editReason\n    lastEditedBy\n    createdAt\n    lineItems {\n      id\n      type\n      description\n      quantity\n      rateCents\n      amountCents\n    }\n  }\n": typeof types.JobInvoice_InvoiceFragmentDoc,
    "\n  query WorkerJobInvoices($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      invoices {\n        ...JobInvoice_invoice\n      }\n    }\n  }\n": typeof types.WorkerJobInvoicesDocument,
    "\n  query WorkerLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          status\n          updatedAt\n          ...JobCard_job\n          ...RequestDetail_request\n        }\n      }\n      queue {\n        requestId\n        kind\n        removedId\n        queueDelta\n        item {\n          ...QueueEntry_item\n        }\n      }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n    }\n  }\n": typeof types.WorkerLiveResyncDocument,
    "\n  query WorkerPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      amountCents\n      tipCents\n      serviceCostCents\n      status\n      timing\n      createdAt\n      approvedAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.WorkerPayoutsDocument,
    "\n  query WorkerRatings {\n    workerRatings {\n      average\n      count\n      elite\n      standing\n      breakdown {\n        stars\n        count\n      }\n      reviews {\n        id\n        requestId\n        requestTitle\n        clientName\n        workerRating\n        serviceRating\n        comment\n        createdAt\n      }\n    }\n  }\n": typeof types.WorkerRatingsDocument,
    "\n  query WorkerSettings {\n    providerSettings {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n    }\n  }\n": typeof types.WorkerSettingsDocument,
    "\n  fragment JobCard_job on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n    }\n    displayStatus\n    clientName\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    category {\n      id\n      name\n      icon\n    }\n  }\n": typeof types.JobCard_JobFragmentDoc,
    "\n  fragment QueueCard_item on QueueItem {\n    distanceMiles\n    request {\n      id\n      title\n      description\n      priority\n      serviceTypeName\n      estimatedCostCents\n      address {\n        ...RequestAddress_address\n      }\n      preferredDate\n      preferredTime\n      specificTime\n      createdAt\n      clientName\n      category {\n        id\n        name\n        icon\n      }\n    }\n  }\n": typeof types.QueueCard_ItemFragmentDoc,
    "\n  fragment WorkerAnalytics_dashboard on WorkerDashboard {\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n  }\n": typeof types.WorkerAnalytics_DashboardFragmentDoc,
    "\n  fragment WorkerAnalytics_earnings on WorkerEarnings {\n    totalCents\n  }\n": typeof types.WorkerAnalytics_EarningsFragmentDoc,
    "\n  fragment WorkerDashboard_figures on WorkerDashboard {\n    availableRequests\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n    today {\n      id\n      title\n      scheduledAt\n      address {\n        ...RequestAddress_address\n      }\n      clientName\n      displayStatus\n      category {\n        id\n        icon\n        name\n      }\n    }\n  }\n": typeof types.WorkerDashboard_FiguresFragmentDoc,
    "\n  fragment WorkerDashboardEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    week {\n      day\n      date\n      cents\n    }\n  }\n": typeof types.WorkerDashboardEarnings_FiguresFragmentDoc,
    "\n  fragment WorkerEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    weekStart\n    monthStart\n    jobs {\n      serviceCostCents\n      payoutCents\n      tipCents\n      thisWeek\n      thisMonth\n      potential\n      payoutStatus\n      earnedAt\n      request {\n        id\n        title\n        completedAt\n        displayStatus\n        hundredDollarSpecial\n        category {\n          id\n          name\n          icon\n        }\n      }\n    }\n  }\n": typeof types.WorkerEarnings_FiguresFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        type\n        title\n        message\n        isRead\n        data\n        priority\n        expiresAt\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      priority\n      expiresAt\n      createdAt\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": typeof types.ClearNotificationsDocument,
    "\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.ImpersonateDemoDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.StopImpersonationDocument,
    "\n  fragment Me_viewer on ViewerType {\n    sessionRole\n    clientId\n    impersonatorName\n    user {\n      id\n      email\n      role\n      firstName\n      lastName\n      phone\n      referralCode\n      createdAt\n    }\n    provider {\n      id\n      status\n      onboardingCompleted\n      backgroundCheckStatus\n      documentVerificationStatus\n      approved\n    }\n  }\n": typeof types.Me_ViewerFragmentDoc,
    "\n  query Me {\n    me {\n      ...Me_viewer\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  fragment RequestAddress_address on Address {\n    street\n    city\n    state\n    zipCode\n  }\n": types.RequestAddress_AddressFragmentDoc,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n    }\n  }\n": types.MyCalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  fragment ChargeLines_line on ChargeLine {\n    label\n    amountCents\n  }\n": types.ChargeLines_LineFragmentDoc,
    "\n  query PriceInvoiceLines($requestId: ID!, $lineItems: [InvoiceLineInput!]!) {\n    priceInvoiceLines(requestId: $requestId, lineItems: $lineItems) {\n      lines {\n        amountCents\n      }\n      subtotalCents\n      billing {\n        serviceCostCents\n        platformFeeCents\n        salesTaxCents\n        processingFeeCents\n        tipCents\n        serviceTotalCents\n        consultationCreditCents\n        balanceDueCents\n        workerPayoutCents\n        lines {\n          ...ChargeLines_line\n        }\n      }\n    }\n  }\n": types.PriceInvoiceLinesDocument,
    "\n  query ProjectWorkflow($id: ID!) {\n    serviceRequest(id: $id) {\n      id title description status displayStatus estimatedCostCents actualCostCents createdAt scheduledAt completedAt inspectionDate inspectionNotes\n      address { ...RequestAddress_address }\n      category { id name icon }\n      client { id name email phone }\n      provider { id name email phone }\n      activities { id action description actorRole createdAt photos { id url originalName } }\n      invoices { id invoiceNumber status finalAmountCents createdAt }\n      billing { serviceCostCents platformFeeCents salesTaxCents processingFeeCents tipCents serviceTotalCents balanceDueCents workerPayoutCents balancePaid hundredDollarSpecial payoutTiming }\n    }\n  }\n": types.ProjectWorkflowDocument,
    "\n  mutation AdminScheduleInspection($requestId: ID!, $inspectionDate: DateTimeISO!) {\n    adminScheduleInspection(requestId: $requestId, inspectionDate: $inspectionDate) { id inspectionDate }\n  }\n": types.AdminScheduleInspectionDocument,
    "\n  mutation ApprovePayout($requestId: ID!, $inspectionNotes: String) {\n    approvePayout(requestId: $requestId, inspectionNotes: $inspectionNotes) {\n      message\n      request { id status displayStatus inspectionNotes }\n      payout { id amountCents timing status }\n    }\n  }\n": types.ApprovePayoutDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n": types.RegisterPushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": types.RemovePushSubscriptionDocument,
    "\n  fragment BillingTab_request on ServiceRequest {\n    appointmentFeePaid\n    billing {\n      consultationFeeCents\n      consultationTotalCents\n      serviceCostCents\n      platformFeeCents\n      salesTaxCents\n      processingFeeCents\n      tipCents\n      serviceTotalCents\n      consultationCreditCents\n      balanceDueCents\n      combinedTotalCents\n      workerPayoutCents\n      hundredDollarSpecial\n      balancePaid\n    }\n  }\n": types.BillingTab_RequestFragmentDoc,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      request {\n        id\n        rating\n        canRate\n        clientStats {\n          ...MyClientStats_stats\n        }\n      }\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  fragment DetailsTab_request on ServiceRequest {\n    description\n    notes\n    priority\n    serviceTypeName\n    estimatedCostCents\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    invoices {\n      id\n      invoiceNumber\n      status\n      finalAmountCents\n      createdAt\n    }\n  }\n": types.DetailsTab_RequestFragmentDoc,
    "\n  fragment OverviewTab_request on ServiceRequest {\n    appointmentFeePaid\n    estimatedDuration\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    alternativeTime1\n    alternativeTime2\n    scheduledAt\n    client {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n    }\n    provider {\n      id\n      name\n      email\n      phone\n      rating\n      ratingCount\n    }\n  }\n": types.OverviewTab_RequestFragmentDoc,
    "\n  fragment RatingTab_request on ServiceRequest {\n    rating\n    canRate\n  }\n": types.RatingTab_RequestFragmentDoc,
    "\n  fragment RequestDetail_request on ServiceRequest {\n    id\n    title\n    status\n    displayStatus\n    isProjectWorkflow\n    series {\n      id\n      position\n      total\n      frequency\n      status\n    }\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    workerActions\n    category {\n      id\n      name\n      icon\n    }\n    billing {\n      hundredDollarSpecial\n      workerPayoutCents\n    }\n    ...OverviewTab_request\n    ...DetailsTab_request\n    ...UpdatesTab_request\n    ...BillingTab_request\n    ...RatingTab_request\n  }\n": types.RequestDetail_RequestFragmentDoc,
    "\n  fragment UpdatesTab_request on ServiceRequest {\n    activities {\n      id\n      action\n      description\n      actorRole\n      createdAt\n      photos {\n        id\n        url\n        originalName\n        kind\n      }\n    }\n  }\n": types.UpdatesTab_RequestFragmentDoc,
    "\n  query RequestDetail($id: ID!) {\n    serviceRequest(id: $id) {\n      ...RequestDetail_request\n    }\n  }\n": types.RequestDetailDocument,
    "\n  query AdminActiveJobs($first: Int, $after: String) {\n    adminActiveJobs(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address } estimatedCostCents actualCostCents\n      notes createdAt scheduledAt\n      category { id name icon }\n      series { id position total frequency }\n      provider { id name phone rating ratingCount }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminActiveJobsDocument,
    "\n  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {\n    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }\n  }\n": types.AdminApproveTransactionDocument,
    "\n  mutation AdminApproveWorker($providerId: ID!) {\n    adminApproveWorker(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n": types.AdminApproveWorkerDocument,
    "\n  query AdminAssignmentBoard($first: Int, $after: String) {\n    adminAssignmentBoard(first: $first, after: $after) {\n      items {\n      request {\n        id title priority displayStatus clientName address { ...RequestAddress_address } preferredDate createdAt\n        category { id name icon }\n        series { id position total frequency }\n      }\n      workers {\n        categoryName\n        categoryNames\n        distanceMiles\n        provider { id name rating ratingCount serviceRadius zipCode }\n      }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminAssignmentBoardDocument,
    "\n  query AdminAvailableWorkers($requestId: ID) {\n    adminAvailableWorkers(requestId: $requestId) {\n      categoryName\n      distanceMiles\n      provider { id name rating ratingCount serviceRadius zipCode }\n    }\n  }\n": types.AdminAvailableWorkersDocument,
    "\n  query AdminBillingSearch($query: String!) {\n    adminBillingSearch(query: $query) { ...AdminInvoiceRow_row }\n  }\n": types.AdminBillingSearchDocument,
    "\n  query AdminBillingStats {\n    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n  }\n": types.AdminBillingStatsDocument,
    "\n  query AdminCategoryRevenue {\n    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }\n  }\n": types.AdminCategoryRevenueDocument,
    "\n  query AdminClients($first: Int, $after: String) {\n    adminClients(first: $first, after: $after) {\n      items {\n      requestCount\n      totalPaidCents\n      client { id name email phone address city state zipCode createdAt }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminClientsDocument,
    "\n  mutation AdminCompleteBackgroundCheck($providerId: ID!) {\n    adminCompleteBackgroundCheck(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n": types.AdminCompleteBackgroundCheckDocument,
    "\n  query AdminCompletedJobs($sort: String!, $first: Int, $after: String) {\n    adminCompletedJobs(sort: $sort) {\n      count\n      totalCents\n      ratedCount\n      averageRating\n      jobs(first: $first, after: $after) {\n        items {\n        amountCents\n        durationLabel\n        request {\n          id title displayStatus status clientName address { ...RequestAddress_address } createdAt completedAt rating\n          category { id name icon }\n          series { id position total frequency }\n          provider { id name rating ratingCount }\n        }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.AdminCompletedJobsDocument,
    "\n  fragment AdminPaymentRow_row on AdminPaymentRow {\n    requestTitle clientName standing canDecide\n    payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }\n  }\n": types.AdminPaymentRow_RowFragmentDoc,
    "\n  query AdminConsultationPayments($first: Int, $after: String) {\n    adminConsultationPayments(first: $first, after: $after) {\n      items { ...AdminPaymentRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminConsultationPaymentsDocument,
    "\n  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {\n    adminCreateServiceRequest(input: $input) { id title status priority }\n  }\n": types.AdminCreateServiceRequestDocument,
    "\n  query AdminCustomerLookup($customerId: String!) {\n    adminCustomerLookup(customerId: $customerId) {\n      requestCount\n      client { id name phone email address city state zipCode createdAt }\n      requests { id title displayStatus createdAt category { id name } }\n    }\n  }\n": types.AdminCustomerLookupDocument,
    "\n  query AdminDashboardStats {\n    adminDashboardStats { ...AdminDashboardTiles_stats }\n  }\n": types.AdminDashboardStatsDocument,
    "\n  fragment PastDueRow_record on PastDueRecordType {\n    requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt\n  }\n": types.PastDueRow_RecordFragmentDoc,
    "\n  query AdminPastDueBalances($first: Int, $after: String) {\n    adminPastDueBalances(first: $first, after: $after) {\n      items { ...PastDueRow_record }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminPastDueBalancesDocument,
    "\n  fragment AdminPayoutRow_row on AdminPayoutRow {\n    providerName requestTitle\n    payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }\n  }\n": types.AdminPayoutRow_RowFragmentDoc,
    "\n  query AdminPayouts($first: Int, $after: String) {\n    adminPayouts(first: $first, after: $after) {\n      items { ...AdminPayoutRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminPayoutsDocument,
    "\n  query AdminPendingPaidRequests($first: Int, $after: String) {\n    adminPendingPaidRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminPendingPaidRequestsDocument,
    "\n  query AdminProviders($first: Int, $after: String) {\n    adminProviders(first: $first, after: $after) {\n      items {\n      categoryName\n      categoryNames\n      activeJobs\n      earningsCents\n      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminProvidersDocument,
    "\n  query AdminQueuedRequests($first: Int, $after: String) {\n    adminQueuedRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents notes createdAt\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminQueuedRequestsDocument,
    "\n  fragment AdminInvoiceRow_row on AdminInvoiceRow {\n    serviceCostCents balanceDueCents minService billingState\n    invoice { id invoiceNumber status finalAmountCents }\n    request { id title clientName displayStatus completedAt createdAt }\n  }\n": types.AdminInvoiceRow_RowFragmentDoc,
    "\n  query AdminRecentInvoices {\n    adminRecentInvoices { ...AdminInvoiceRow_row }\n  }\n": types.AdminRecentInvoicesDocument,
    "\n  mutation AdminRejectPayment($requestId: ID!, $reason: String) {\n    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }\n  }\n": types.AdminRejectPaymentDocument,
    "\n  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {\n    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }\n  }\n": types.AdminRejectTransactionDocument,
    "\n  mutation AdminRejectWorker($providerId: ID!, $reason: String) {\n    adminRejectWorker(providerId: $providerId, reason: $reason) { id ...WorkerApplicant_provider }\n  }\n": types.AdminRejectWorkerDocument,
    "\n  fragment AdminInvoiceDetails_details on AdminInvoiceDetails {\n    version\n    invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }\n    lineItems { id type description quantity rateCents amountCents }\n  }\n": types.AdminInvoiceDetails_DetailsFragmentDoc,
    "\n  query AdminRequestInvoice($requestId: ID!) {\n    adminRequestInvoice(requestId: $requestId) { ...AdminInvoiceDetails_details }\n  }\n": types.AdminRequestInvoiceDocument,
    "\n  query AdminRequestLookup($requestNumber: String!) {\n    adminRequestLookup(requestNumber: $requestNumber) {\n      id title description displayStatus createdAt\n      category { id name }\n      client { id name email phone address city state zipCode }\n    }\n  }\n": types.AdminRequestLookupDocument,
    "\n  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {\n    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id ...WorkerApplicant_provider }\n  }\n": types.AdminRequestWorkerDocumentDocument,
    "\n  query AdminReviewQueue($first: Int, $after: String) {\n    adminReviewQueue(first: $first, after: $after) {\n      items { id createdAt ...ReviewQueueRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminReviewQueueDocument,
    "\n  query AdminSchedule($first: Int, $after: String) {\n    adminSchedule(first: $first, after: $after) {\n      items { id scheduledAt ...AdminScheduleRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminScheduleDocument,
    "\n  query AdminSearch($query: String!) {\n    adminSearch(query: $query) { kind id title subtitle link }\n  }\n": types.AdminSearchDocument,
    "\n  query AdminSearchAccounts($query: String!) {\n    adminSearchAccounts(query: $query) {\n      clients { id name email phone city state createdAt }\n      providers { id name email phone status zipCode createdAt }\n    }\n  }\n": types.AdminSearchAccountsDocument,
    "\n  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {\n    adminServiceRequests(status: $status, first: $first, after: $after) {\n      items { id createdAt ...AdminServiceRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminServiceRequestsDocument,
    "\n  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {\n    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }\n  }\n": types.AdminSimulateClientPaymentDocument,
    "\n  fragment WorkerApplicant_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    backgroundCheckStatus\n    backgroundCheckCompletedAt\n    documentVerificationStatus\n    documentRequest\n    documentRequestedAt\n    createdAt\n    onboardingData\n  }\n": types.WorkerApplicant_ProviderFragmentDoc,
    "\n  query AdminWorkerApplications($first: Int, $after: String) {\n    adminWorkerApplications(first: $first, after: $after) {\n      items {\n        categoryNames\n        provider {\n          ...WorkerApplicant_provider\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminWorkerApplicationsDocument,
    "\n  query AdminAdvancedEarnings {\n    adminAdvancedEarnings {\n      revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }\n      profitAnalysis { netProfitCents profitMargin workerCostsCents }\n      customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate activeSeries }\n      operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }\n      monthlyTrends { month revenueCents completedJobs avgOrderValueCents }\n      topCategories { categoryId categoryName jobs revenueCents profitMargin }\n    }\n  }\n": types.AdminAdvancedEarningsDocument,
    "\n  query AdminRevenue {\n    adminRevenue {\n      totalRevenueCents consultationCents balanceCents tipsCents awaitingApprovalCents payoutsReleasedCents payoutsHeldCents\n      monthly { month revenueCents completedJobs avgOrderValueCents }\n      recentPayments { requestTitle clientName payment { id requestId kind amountCents tipCents method adminApprovalStatus createdAt } }\n    }\n  }\n": types.AdminRevenueDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    adminRecentActivity(limit: $limit) { id source action description requestId actorRole amountCents createdAt }\n  }\n": types.AdminRecentActivityDocument,
    "\n  query AdminCategoryStats($categoryId: ID!) {\n    adminCategoryStats(categoryId: $categoryId) {\n      categoryId categoryName totalRequests queued pending active completed cancelled revenueCents payoutsCents averageRating\n      recentRequests { id title displayStatus clientName createdAt }\n    }\n  }\n": types.AdminCategoryStatsDocument,
    "\n  mutation AssignWorker($requestId: ID!, $providerId: ID!) {\n    assignWorker(requestId: $requestId, providerId: $providerId) {\n      id status displayStatus providerId liveLists\n      ...AdminLiveRow_request\n    }\n  }\n": types.AssignWorkerDocument,
    "\n  query AssignableWorkers($requestId: ID!) {\n    assignableWorkers(requestId: $requestId) {\n      eligible\n      reason\n      distanceMiles\n      activeJobs\n      categoryName\n      categoryNames\n      provider { id name }\n    }\n  }\n": types.AssignableWorkersDocument,
    "\n  mutation AdminEditInvoice($input: AdminEditInvoiceInput!) {\n    adminEditInvoice(input: $input) {\n      newTotalCents originalTotalCents differenceCents\n      invoice { id status finalAmountCents lastEditedBy editReason }\n    }\n  }\n": types.AdminEditInvoiceDocument,
    "\n  mutation AdminDeleteInvoice($id: ID!) {\n    adminDeleteInvoice(id: $id)\n  }\n": types.AdminDeleteInvoiceDocument,
    "\n  mutation AdminApproveInvoice($id: ID!) {\n    adminApproveInvoice(id: $id) { id status }\n  }\n": types.AdminApproveInvoiceDocument,
    "\n  subscription AdminRequestChanged {\n    adminReviewChanged {\n      requestId\n      kind\n      lists\n      stats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n      request {\n        ...AdminLiveRow_request\n      }\n    }\n  }\n": types.AdminRequestChangedDocument,
    "\n  fragment AdminLiveRow_request on ServiceRequest {\n    id\n    createdAt\n    scheduledAt\n    ...ReviewQueueRow_request\n    ...AdminServiceRow_request\n    ...AdminScheduleRow_request\n    ...RequestDetail_request\n    ...AdminActionPanel_request\n  }\n": types.AdminLiveRow_RequestFragmentDoc,
    "\n  query AdminLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId kind lists request { ...AdminLiveRow_request } }\n      adminStats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n    }\n  }\n": types.AdminLiveResyncDocument,
    "\n  fragment AdminLiveMoney_money on AdminRequestMoney {\n    requestId\n    invoiceRow { ...AdminInvoiceRow_row request { id completedAt } }\n    consultationPayments { ...AdminPaymentRow_row payment { id createdAt } }\n    payouts { ...AdminPayoutRow_row payout { id createdAt } }\n    pastDue { ...PastDueRow_record requestId invoiceCreatedAt }\n    invoice { ...AdminInvoiceDetails_details }\n  }\n": types.AdminLiveMoney_MoneyFragmentDoc,
    "\n  subscription AdminMoneyChanged {\n    adminReviewChanged {\n      requestId\n      adminMoney { ...AdminLiveMoney_money }\n    }\n  }\n": types.AdminMoneyChangedDocument,
    "\n  query AdminMoneyResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId adminMoney { ...AdminLiveMoney_money } }\n    }\n  }\n": types.AdminMoneyResyncDocument,
    "\n  query AdminMessages($state: String, $first: Int, $after: String) {\n    adminMessages(state: $state, first: $first, after: $after) {\n      items { id channel kind audience state recipient recipientName subject textBody attempts lastError dueAt sentAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  query AdminRefundDeadlines($first: Int, $after: String) {\n    adminRefundDeadlines(first: $first, after: $after) {\n      items { id title clientName address { ...RequestAddress_address } paymentDate feeRefundDueAt category { id name } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminRefundDeadlinesDocument,
    "\n  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {\n    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {\n      message\n      request { id adminApprovalStatus }\n      payout { id amountCents timing status }\n    }\n  }\n": types.ReleasePayoutDocument,
    "\n  fragment AdminActionPanel_request on ServiceRequest {\n    id title status displayStatus adminApprovalStatus adminNotes awaitingPaymentDecision allowedActions\n    billing { workerPayoutCents }\n  }\n": types.AdminActionPanel_RequestFragmentDoc,
    "\n  query AdminRequestState($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      ...AdminActionPanel_request\n    }\n  }\n": types.AdminRequestStateDocument,
    "\n  fragment AdminScheduleRow_request on ServiceRequest {\n    id title displayStatus clientName address { ...RequestAddress_address } scheduledAt estimatedDuration\n    category { id name icon }\n    provider { id name }\n  }\n": types.AdminScheduleRow_RequestFragmentDoc,
    "\n  fragment AdminServiceRow_request on ServiceRequest {\n    id title displayStatus status priority clientName address { ...RequestAddress_address } createdAt estimatedCostCents\n    category { id name icon }\n    provider { id name }\n    series { id position total frequency }\n  }\n": types.AdminServiceRow_RequestFragmentDoc,
    "\n  query AdminAuditEvents($requestId: ID, $first: Int, $after: String) {\n    adminAuditEvents(requestId: $requestId, first: $first, after: $after) {\n      items { id action entityType entityId actorId actorRole impersonatorId amountCents before after createdAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminAuditEventsDocument,
    "\n  query CategoriesForAdmin {\n    serviceCategories { id name icon }\n  }\n": types.CategoriesForAdminDocument,
    "\n  fragment ReviewQueueRow_request on ServiceRequest {\n    id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus createdAt\n    category { id name icon }\n    provider { id name }\n    billing { serviceCostCents balanceDueCents workerPayoutCents }\n  }\n": types.ReviewQueueRow_RequestFragmentDoc,
    "\n  fragment AdminDashboardTiles_stats on AdminDashboardStats {\n    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue\n  }\n": types.AdminDashboardTiles_StatsFragmentDoc,
    "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.AdminAccessDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query LinkedIdentities {\n    linkedIdentities {\n      id\n      provider\n      issuer\n      email\n      createdAt\n      lastSignInAt\n    }\n  }\n": types.LinkedIdentitiesDocument,
    "\n  mutation RemoveLinkedIdentity($id: ID!) {\n    removeLinkedIdentity(id: $id)\n  }\n": types.RemoveLinkedIdentityDocument,
    "\n  mutation ConfirmLinkedIdentity($token: String!) {\n    confirmLinkedIdentity(token: $token)\n  }\n": types.ConfirmLinkedIdentityDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      userAgent\n      current\n      viaAdmin\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      google\n      providerName\n    }\n  }\n": types.SignInOptionsDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {\n    addPaymentMethod(input: $input) {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n": types.AddPaymentMethodDocument,
    "\n  mutation AddTip($requestId: ID!, $tipCents: SafeInt!, $idempotencyKey: String!) {\n    addTip(requestId: $requestId, tipCents: $tipCents, idempotencyKey: $idempotencyKey) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n      }\n      request {\n        id\n        balancePaid\n      }\n      checkoutQuote {\n        ...CheckoutQuote_quote\n      }\n    }\n  }\n": types.AddTipDocument,
    "\n  mutation CancelServiceRequest($id: ID!) {\n    cancelServiceRequest(id: $id) {\n      id\n      status\n      displayStatus\n      canCancel\n      canEdit\n      cancelTerms\n      billingEntry {\n        ...MyBilling_entry\n      }\n      clientStats {\n        ...MyClientStats_stats\n      }\n    }\n  }\n": types.CancelServiceRequestDocument,
    "\n  query CatalogCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n      requiresScheduling\n    }\n  }\n": types.CatalogCategoriesDocument,
    "\n  query CatalogTypes($categoryId: ID!) {\n    serviceTypes(categoryId: $categoryId) {\n      id\n      name\n      categoryId\n    }\n  }\n": types.CatalogTypesDocument,
    "\n  fragment CheckoutQuote_quote on CheckoutQuote {\n    requestId\n    title\n    dueFor\n    amountCents\n    appointmentFeePaid\n    serviceCostCents\n    tipCents\n    tipOpenUntil\n    lines {\n      ...ChargeLines_line\n    }\n  }\n": types.CheckoutQuote_QuoteFragmentDoc,
    "\n  query CheckoutQuote($requestId: ID!) {\n    checkoutQuote(requestId: $requestId) {\n      ...CheckoutQuote_quote\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  query ClientLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          ...MyRequestsRow_request\n          ...RequestDetail_request\n        }\n      }\n    }\n  }\n": types.ClientLiveResyncDocument,
    "\n  subscription ClientRequestChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        ...MyRequestsRow_request\n        ...RequestDetail_request\n      }\n    }\n  }\n": types.ClientRequestChangedDocument,
    "\n  mutation CreateServiceRequest($input: CreateRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n": types.CreateServiceRequestDocument,
    "\n  fragment MyBilling_entry on BillingEntry {\n    requestId\n    title\n    categoryName\n    providerName\n    invoiceNumber\n    status\n    kind\n    totalCents\n    tipCents\n    amountDueCents\n    paidCents\n    dueFor\n    requestStatus\n    date\n    paymentMethod\n  }\n": types.MyBilling_EntryFragmentDoc,
    "\n  query MyBilling($first: Int, $after: String) {\n    myBilling(first: $first, after: $after) {\n      items {\n        ...MyBilling_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyBillingDocument,
    "\n  query MyClientProfile {\n    myClientProfile {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n      createdAt\n    }\n  }\n": types.MyClientProfileDocument,
    "\n  fragment MyClientStats_stats on ClientStats {\n    totalRequests\n    completed\n    averageRatingGiven\n    reviewCount\n    memberSince\n    pendingProviderApplication\n  }\n": types.MyClientStats_StatsFragmentDoc,
    "\n  query MyClientStats {\n    myClientStats {\n      ...MyClientStats_stats\n    }\n  }\n": types.MyClientStatsDocument,
    "\n  query MyPaymentMethods {\n    myPaymentMethods {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n": types.MyPaymentMethodsDocument,
    "\n  query MyReferral {\n    myReferral {\n      code\n      referred\n      qualified\n      earnedCents\n      bonusCents\n      requiredJobs\n    }\n  }\n": types.MyReferralDocument,
    "\n  fragment MyRequestsRow_request on ServiceRequest {\n    id\n    status\n    canCancel\n    canEdit\n    cancelTerms\n    completedAt\n    createdAt\n    series {\n      id\n      position\n      total\n      status\n    }\n    ...RequestCard_request\n    ...EditRequestDialog_request\n  }\n": types.MyRequestsRow_RequestFragmentDoc,
    "\n  query MyRequests($first: Int, $after: String) {\n    myRequests(first: $first, after: $after) {\n      items {\n        ...MyRequestsRow_request\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyRequestsDocument,
    "\n  query MyReviews($first: Int, $after: String) {\n    myReviews(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyReviewsDocument,
    "\n  query MyServiceHistory($first: Int, $after: String) {\n    myServiceHistory(first: $first, after: $after) {\n      items {\n        id\n        title\n        description\n        createdAt\n        completedAt\n        rating\n        category {\n          id\n          name\n          icon\n        }\n        provider {\n          id\n          name\n        }\n        billing {\n          combinedTotalCents\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyServiceHistoryDocument,
    "\n  mutation AddClientNote($requestId: ID!, $note: String!) {\n    addClientNote(requestId: $requestId, note: $note) {\n      id\n      action\n      description\n      actorRole\n      createdAt\n    }\n  }\n": types.AddClientNoteDocument,
    "\n  mutation ProcessPayment($input: ProcessPaymentInput!) {\n    processPayment(input: $input) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n        gatewayTransactionId\n      }\n      request {\n        id\n        status\n        displayStatus\n        appointmentFeePaid\n        paymentStatus\n        balancePaid\n        invoicePaid\n        billingEntry {\n          ...MyBilling_entry\n        }\n      }\n    }\n  }\n": types.ProcessPaymentDocument,
    "\n  mutation RemovePaymentMethod($id: ID!) {\n    removePaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.RemovePaymentMethodDocument,
    "\n  mutation SkipVisit($requestId: ID!) {\n    skipVisit(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n": types.SkipVisitDocument,
    "\n  mutation RescheduleVisit($requestId: ID!, $scheduledAt: String!) {\n    rescheduleVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      ...MyRequestsRow_request\n    }\n  }\n": types.RescheduleVisitDocument,
    "\n  mutation EndSeries($requestId: ID!) {\n    endSeries(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n": types.EndSeriesDocument,
    "\n  mutation SetDefaultPaymentMethod($id: ID!) {\n    setDefaultPaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultPaymentMethodDocument,
    "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.SubmitSupportRequestDocument,
    "\n  mutation StartSupportConversation {\n    startSupportConversation {\n      id\n    }\n  }\n": types.StartSupportConversationDocument,
    "\n  query SupportReplyTime {\n    supportReplyTime {\n      medianSeconds\n      sample\n    }\n  }\n": types.SupportReplyTimeDocument,
    "\n  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {\n    updateMyClientProfile(input: $input) {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n    }\n  }\n": types.UpdateMyClientProfileDocument,
    "\n  mutation UpdateServiceRequest($input: UpdateRequestInput!) {\n    updateServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n": types.UpdateServiceRequestDocument,
    "\n  fragment EditRequestDialog_request on ServiceRequest {\n    id\n    status\n    canEdit\n    title\n    description\n    categoryId\n    address {\n      ...RequestAddress_address\n    }\n  }\n": types.EditRequestDialog_RequestFragmentDoc,
    "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n      frequency\n    }\n    status\n    displayStatus\n    appointmentFeePaid\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    provider {\n      id\n      name\n    }\n  }\n": types.RequestCard_RequestFragmentDoc,
    "\n  query Conversation($requestId: ID!) {\n    conversation(requestId: $requestId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": types.ConversationDocument,
    "\n  query ConversationById($id: ID!) {\n    conversationById(id: $id) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": types.ConversationByIdDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n": types.MessageAddedDocument,
    "\n  subscription ConversationRead($conversationId: ID!) {\n    conversationRead(conversationId: $conversationId) {\n      conversationId\n      userId\n      lastReadMessageId\n    }\n  }\n": types.ConversationReadDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n      bellUnreadCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  query MyConversations {\n    myConversations {\n      id\n      kind\n      title\n      requestId\n      unreadCount\n      lastMessageAt\n    }\n  }\n": types.MyConversationsDocument,
    "\n  query SupportConversations {\n    supportConversations {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n": types.SupportConversationsDocument,
    "\n  subscription SupportConversationChanged {\n    supportConversationChanged {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n": types.SupportConversationChangedDocument,
    "\n  fragment ConversationView_conversation on Conversation {\n    id\n    kind\n    title\n    unreadCount\n    othersReadUpTo\n    messages {\n      id\n      mine\n      ...MessageBubble_message\n    }\n  }\n": types.ConversationView_ConversationFragmentDoc,
    "\n  fragment MessageBubble_message on ConversationMessage {\n    id\n    conversationId\n    authorName\n    authorRole\n    mine\n    body\n    createdAt\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n": types.MessageBubble_MessageFragmentDoc,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      alreadyJoined\n      entry {\n        id\n        email\n        zipCode\n      }\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  query MessageSubscription($token: String!) {\n    messageSubscription(token: $token) { switchName label subscribed address }\n  }\n": types.MessageSubscriptionDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { switchName label subscribed address }\n  }\n": types.UnsubscribeDocument,
    "\n  mutation Resubscribe($token: String!) {\n    resubscribe(token: $token) { switchName label subscribed address }\n  }\n": types.ResubscribeDocument,
    "\n  mutation AcceptJob($requestId: ID!) {\n    acceptJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      providerId\n    }\n  }\n": types.AcceptJobDocument,
    "\n  mutation AddJobNote($input: JobNoteInput!) {\n    addJobNote(input: $input) {\n      id\n      description\n    }\n  }\n": types.AddJobNoteDocument,
    "\n  mutation AnnounceOnMyWay($requestId: ID!) {\n    announceOnMyWay(requestId: $requestId) {\n      id\n      onMyWayAt\n      etaMinutes\n    }\n  }\n": types.AnnounceOnMyWayDocument,
    "\n  mutation ApplyAsProvider($input: ProviderApplicationInput!) {\n    applyAsProvider(input: $input) {\n      token\n      provider {\n        id\n        status\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n": types.ApplyAsProviderDocument,
    "\n  mutation CompleteJob($requestId: ID!) {\n    completeJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": types.CompleteJobDocument,
    "\n  mutation CompleteHundredDollarSpecial($requestId: ID!) {\n    completeHundredDollarSpecial(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      hundredDollarSpecial\n      adminApprovalStatus\n    }\n  }\n": types.CompleteHundredDollarSpecialDocument,
    "\n  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {\n    createJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n": types.CreateJobInvoiceDocument,
    "\n  mutation EditJobInvoice($input: EditJobInvoiceInput!) {\n    editJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n": types.EditJobInvoiceDocument,
    "\n  query WorkerJobPhotos($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      activities {\n        id\n        createdAt\n        photos {\n          id\n          url\n          originalName\n          kind\n        }\n      }\n    }\n  }\n": types.WorkerJobPhotosDocument,
    "\n  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {\n    myJobs(scope: $scope, first: $first, after: $after) {\n      items {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.WorkerMyJobsDocument,
    "\n  query OpenJobs($first: Int, $after: String) {\n    openJobs(first: $first, after: $after) {\n      items {\n        ...QueueEntry_item\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.OpenJobsDocument,
    "\n  subscription QueueChanged {\n    queueChanged {\n      requestId\n      kind\n      removedId\n      queueDelta\n      item {\n        ...QueueEntry_item\n      }\n    }\n  }\n": types.QueueChangedDocument,
    "\n  fragment QueueEntry_item on QueueItem {\n    rank\n    request {\n      id\n      title\n      createdAt\n    }\n    ...QueueCard_item\n  }\n": types.QueueEntry_ItemFragmentDoc,
    "\n  mutation ReleaseVisit($requestId: ID!) {\n    releaseVisit(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": types.ReleaseVisitDocument,
    "\n  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {\n    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n": types.ScheduleJobDocument,
    "\n  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {\n    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n": types.ScheduleNextVisitDocument,
    "\n  mutation UnassignJob($requestId: ID!) {\n    unassignJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n": types.UnassignJobDocument,
    "\n  mutation UpdateWorkerBankAccount($input: BankAccountInput!) {\n    updateBankAccount(input: $input) {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n": types.UpdateWorkerBankAccountDocument,
    "\n  mutation UpdateWorkerSettings($input: ProviderSettingsInput!) {\n    updateProviderSettings(input: $input) {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n      provider {\n        ...WorkerApplication_provider\n      }\n    }\n  }\n": types.UpdateWorkerSettingsDocument,
    "\n  fragment WorkerApplication_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    onboardingCompleted\n    backgroundCheckStatus\n    documentVerificationStatus\n    rating\n    completedJobs\n    createdAt\n    onboardingData\n    offeredCategories {\n      id\n      name\n      icon\n    }\n  }\n": types.WorkerApplication_ProviderFragmentDoc,
    "\n  query WorkerApplication {\n    myProviderApplication {\n      ...WorkerApplication_provider\n    }\n  }\n": types.WorkerApplicationDocument,
    "\n  subscription WorkerAccountNotice($after: DateTimeISO) {\n    notificationAdded(after: $after) {\n      id\n      type\n      provider {\n        ...WorkerApplication_provider\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n": types.WorkerAccountNoticeDocument,
    "\n  query WorkerBankAccount {\n    myBankAccount {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n": types.WorkerBankAccountDocument,
    "\n  query WorkerCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n    }\n  }\n": types.WorkerCategoriesDocument,
    "\n  query WorkerDashboard {\n    workerDashboard {\n      ...WorkerDashboard_figures\n      ...WorkerAnalytics_dashboard\n    }\n  }\n": types.WorkerDashboardDocument,
    "\n  query WorkerEarnings {\n    workerEarnings {\n      ...WorkerEarnings_figures\n      ...WorkerDashboardEarnings_figures\n      ...WorkerAnalytics_earnings\n    }\n  }\n": types.WorkerEarningsDocument,
    "\n  subscription WorkerJobChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n        ...RequestDetail_request\n      }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n    }\n  }\n": types.WorkerJobChangedDocument,
    "\n  fragment JobInvoice_invoice on Invoice {\n    id\n    invoiceNumber\n    status\n    finalAmountCents\n    originalAmountCents\n    notes\n    editReason\n    lastEditedBy\n    createdAt\n    lineItems {\n      id\n      type\n      description\n      quantity\n      rateCents\n      amountCents\n    }\n  }\n": types.JobInvoice_InvoiceFragmentDoc,
    "\n  query WorkerJobInvoices($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      invoices {\n        ...JobInvoice_invoice\n      }\n    }\n  }\n": types.WorkerJobInvoicesDocument,
    "\n  query WorkerLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          status\n          updatedAt\n          ...JobCard_job\n          ...RequestDetail_request\n        }\n      }\n      queue {\n        requestId\n        kind\n        removedId\n        queueDelta\n        item {\n          ...QueueEntry_item\n        }\n      }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n    }\n  }\n": types.WorkerLiveResyncDocument,
    "\n  query WorkerPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      amountCents\n      tipCents\n      serviceCostCents\n      status\n      timing\n      createdAt\n      approvedAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.WorkerPayoutsDocument,
    "\n  query WorkerRatings {\n    workerRatings {\n      average\n      count\n      elite\n      standing\n      breakdown {\n        stars\n        count\n      }\n      reviews {\n        id\n        requestId\n        requestTitle\n        clientName\n        workerRating\n        serviceRating\n        comment\n        createdAt\n      }\n    }\n  }\n": types.WorkerRatingsDocument,
    "\n  query WorkerSettings {\n    providerSettings {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n    }\n  }\n": types.WorkerSettingsDocument,
    "\n  fragment JobCard_job on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n    }\n    displayStatus\n    clientName\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    category {\n      id\n      name\n      icon\n    }\n  }\n": types.JobCard_JobFragmentDoc,
    "\n  fragment QueueCard_item on QueueItem {\n    distanceMiles\n    request {\n      id\n      title\n      description\n      priority\n      serviceTypeName\n      estimatedCostCents\n      address {\n        ...RequestAddress_address\n      }\n      preferredDate\n      preferredTime\n      specificTime\n      createdAt\n      clientName\n      category {\n        id\n        name\n        icon\n      }\n    }\n  }\n": types.QueueCard_ItemFragmentDoc,
    "\n  fragment WorkerAnalytics_dashboard on WorkerDashboard {\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n  }\n": types.WorkerAnalytics_DashboardFragmentDoc,
    "\n  fragment WorkerAnalytics_earnings on WorkerEarnings {\n    totalCents\n  }\n": types.WorkerAnalytics_EarningsFragmentDoc,
    "\n  fragment WorkerDashboard_figures on WorkerDashboard {\n    availableRequests\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n    today {\n      id\n      title\n      scheduledAt\n      address {\n        ...RequestAddress_address\n      }\n      clientName\n      displayStatus\n      category {\n        id\n        icon\n        name\n      }\n    }\n  }\n": types.WorkerDashboard_FiguresFragmentDoc,
    "\n  fragment WorkerDashboardEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    week {\n      day\n      date\n      cents\n    }\n  }\n": types.WorkerDashboardEarnings_FiguresFragmentDoc,
    "\n  fragment WorkerEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    weekStart\n    monthStart\n    jobs {\n      serviceCostCents\n      payoutCents\n      tipCents\n      thisWeek\n      thisMonth\n      potential\n      payoutStatus\n      earnedAt\n      request {\n        id\n        title\n        completedAt\n        displayStatus\n        hundredDollarSpecial\n        category {\n          id\n          name\n          icon\n        }\n      }\n    }\n  }\n": types.WorkerEarnings_FiguresFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        type\n        title\n        message\n        isRead\n        data\n        priority\n        expiresAt\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      priority\n      expiresAt\n      createdAt\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications\n  }\n": types.ClearNotificationsDocument,
    "\n  mutation ImpersonateDemo($role: Role!) {\n    impersonateDemo(role: $role) {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.ImpersonateDemoDocument,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.StopImpersonationDocument,
    "\n  fragment Me_viewer on ViewerType {\n    sessionRole\n    clientId\n    impersonatorName\n    user {\n      id\n      email\n      role\n      firstName\n      lastName\n      phone\n      referralCode\n      createdAt\n    }\n    provider {\n      id\n      status\n      onboardingCompleted\n      backgroundCheckStatus\n      documentVerificationStatus\n      approved\n    }\n  }\n": types.Me_ViewerFragmentDoc,
    "\n  query Me {\n    me {\n      ...Me_viewer\n    }\n  }\n": types.MeDocument,
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
export function graphql(source: "\n  fragment RequestAddress_address on Address {\n    street\n    city\n    state\n    zipCode\n  }\n"): (typeof documents)["\n  fragment RequestAddress_address on Address {\n    street\n    city\n    state\n    zipCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarFeed {\n    myCalendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeLines_line on ChargeLine {\n    label\n    amountCents\n  }\n"): (typeof documents)["\n  fragment ChargeLines_line on ChargeLine {\n    label\n    amountCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceInvoiceLines($requestId: ID!, $lineItems: [InvoiceLineInput!]!) {\n    priceInvoiceLines(requestId: $requestId, lineItems: $lineItems) {\n      lines {\n        amountCents\n      }\n      subtotalCents\n      billing {\n        serviceCostCents\n        platformFeeCents\n        salesTaxCents\n        processingFeeCents\n        tipCents\n        serviceTotalCents\n        consultationCreditCents\n        balanceDueCents\n        workerPayoutCents\n        lines {\n          ...ChargeLines_line\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceInvoiceLines($requestId: ID!, $lineItems: [InvoiceLineInput!]!) {\n    priceInvoiceLines(requestId: $requestId, lineItems: $lineItems) {\n      lines {\n        amountCents\n      }\n      subtotalCents\n      billing {\n        serviceCostCents\n        platformFeeCents\n        salesTaxCents\n        processingFeeCents\n        tipCents\n        serviceTotalCents\n        consultationCreditCents\n        balanceDueCents\n        workerPayoutCents\n        lines {\n          ...ChargeLines_line\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectWorkflow($id: ID!) {\n    serviceRequest(id: $id) {\n      id title description status displayStatus estimatedCostCents actualCostCents createdAt scheduledAt completedAt inspectionDate inspectionNotes\n      address { ...RequestAddress_address }\n      category { id name icon }\n      client { id name email phone }\n      provider { id name email phone }\n      activities { id action description actorRole createdAt photos { id url originalName } }\n      invoices { id invoiceNumber status finalAmountCents createdAt }\n      billing { serviceCostCents platformFeeCents salesTaxCents processingFeeCents tipCents serviceTotalCents balanceDueCents workerPayoutCents balancePaid hundredDollarSpecial payoutTiming }\n    }\n  }\n"): (typeof documents)["\n  query ProjectWorkflow($id: ID!) {\n    serviceRequest(id: $id) {\n      id title description status displayStatus estimatedCostCents actualCostCents createdAt scheduledAt completedAt inspectionDate inspectionNotes\n      address { ...RequestAddress_address }\n      category { id name icon }\n      client { id name email phone }\n      provider { id name email phone }\n      activities { id action description actorRole createdAt photos { id url originalName } }\n      invoices { id invoiceNumber status finalAmountCents createdAt }\n      billing { serviceCostCents platformFeeCents salesTaxCents processingFeeCents tipCents serviceTotalCents balanceDueCents workerPayoutCents balancePaid hundredDollarSpecial payoutTiming }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminScheduleInspection($requestId: ID!, $inspectionDate: DateTimeISO!) {\n    adminScheduleInspection(requestId: $requestId, inspectionDate: $inspectionDate) { id inspectionDate }\n  }\n"): (typeof documents)["\n  mutation AdminScheduleInspection($requestId: ID!, $inspectionDate: DateTimeISO!) {\n    adminScheduleInspection(requestId: $requestId, inspectionDate: $inspectionDate) { id inspectionDate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePayout($requestId: ID!, $inspectionNotes: String) {\n    approvePayout(requestId: $requestId, inspectionNotes: $inspectionNotes) {\n      message\n      request { id status displayStatus inspectionNotes }\n      payout { id amountCents timing status }\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePayout($requestId: ID!, $inspectionNotes: String) {\n    approvePayout(requestId: $requestId, inspectionNotes: $inspectionNotes) {\n      message\n      request { id status displayStatus inspectionNotes }\n      payout { id amountCents timing status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n"): (typeof documents)["\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingTab_request on ServiceRequest {\n    appointmentFeePaid\n    billing {\n      consultationFeeCents\n      consultationTotalCents\n      serviceCostCents\n      platformFeeCents\n      salesTaxCents\n      processingFeeCents\n      tipCents\n      serviceTotalCents\n      consultationCreditCents\n      balanceDueCents\n      combinedTotalCents\n      workerPayoutCents\n      hundredDollarSpecial\n      balancePaid\n    }\n  }\n"): (typeof documents)["\n  fragment BillingTab_request on ServiceRequest {\n    appointmentFeePaid\n    billing {\n      consultationFeeCents\n      consultationTotalCents\n      serviceCostCents\n      platformFeeCents\n      salesTaxCents\n      processingFeeCents\n      tipCents\n      serviceTotalCents\n      consultationCreditCents\n      balanceDueCents\n      combinedTotalCents\n      workerPayoutCents\n      hundredDollarSpecial\n      balancePaid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      request {\n        id\n        rating\n        canRate\n        clientStats {\n          ...MyClientStats_stats\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      request {\n        id\n        rating\n        canRate\n        clientStats {\n          ...MyClientStats_stats\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailsTab_request on ServiceRequest {\n    description\n    notes\n    priority\n    serviceTypeName\n    estimatedCostCents\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    invoices {\n      id\n      invoiceNumber\n      status\n      finalAmountCents\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment DetailsTab_request on ServiceRequest {\n    description\n    notes\n    priority\n    serviceTypeName\n    estimatedCostCents\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    invoices {\n      id\n      invoiceNumber\n      status\n      finalAmountCents\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewTab_request on ServiceRequest {\n    appointmentFeePaid\n    estimatedDuration\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    alternativeTime1\n    alternativeTime2\n    scheduledAt\n    client {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n    }\n    provider {\n      id\n      name\n      email\n      phone\n      rating\n      ratingCount\n    }\n  }\n"): (typeof documents)["\n  fragment OverviewTab_request on ServiceRequest {\n    appointmentFeePaid\n    estimatedDuration\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    alternativeTime1\n    alternativeTime2\n    scheduledAt\n    client {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n    }\n    provider {\n      id\n      name\n      email\n      phone\n      rating\n      ratingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingTab_request on ServiceRequest {\n    rating\n    canRate\n  }\n"): (typeof documents)["\n  fragment RatingTab_request on ServiceRequest {\n    rating\n    canRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestDetail_request on ServiceRequest {\n    id\n    title\n    status\n    displayStatus\n    isProjectWorkflow\n    series {\n      id\n      position\n      total\n      frequency\n      status\n    }\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    workerActions\n    category {\n      id\n      name\n      icon\n    }\n    billing {\n      hundredDollarSpecial\n      workerPayoutCents\n    }\n    ...OverviewTab_request\n    ...DetailsTab_request\n    ...UpdatesTab_request\n    ...BillingTab_request\n    ...RatingTab_request\n  }\n"): (typeof documents)["\n  fragment RequestDetail_request on ServiceRequest {\n    id\n    title\n    status\n    displayStatus\n    isProjectWorkflow\n    series {\n      id\n      position\n      total\n      frequency\n      status\n    }\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    workerActions\n    category {\n      id\n      name\n      icon\n    }\n    billing {\n      hundredDollarSpecial\n      workerPayoutCents\n    }\n    ...OverviewTab_request\n    ...DetailsTab_request\n    ...UpdatesTab_request\n    ...BillingTab_request\n    ...RatingTab_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpdatesTab_request on ServiceRequest {\n    activities {\n      id\n      action\n      description\n      actorRole\n      createdAt\n      photos {\n        id\n        url\n        originalName\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UpdatesTab_request on ServiceRequest {\n    activities {\n      id\n      action\n      description\n      actorRole\n      createdAt\n      photos {\n        id\n        url\n        originalName\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDetail($id: ID!) {\n    serviceRequest(id: $id) {\n      ...RequestDetail_request\n    }\n  }\n"): (typeof documents)["\n  query RequestDetail($id: ID!) {\n    serviceRequest(id: $id) {\n      ...RequestDetail_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActiveJobs($first: Int, $after: String) {\n    adminActiveJobs(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address } estimatedCostCents actualCostCents\n      notes createdAt scheduledAt\n      category { id name icon }\n      series { id position total frequency }\n      provider { id name phone rating ratingCount }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminActiveJobs($first: Int, $after: String) {\n    adminActiveJobs(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address } estimatedCostCents actualCostCents\n      notes createdAt scheduledAt\n      category { id name icon }\n      series { id position total frequency }\n      provider { id name phone rating ratingCount }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {\n    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }\n  }\n"): (typeof documents)["\n  mutation AdminApproveTransaction($paymentId: ID!, $adminNotes: String) {\n    adminApproveTransaction(paymentId: $paymentId, adminNotes: $adminNotes) { id adminApprovalStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveWorker($providerId: ID!) {\n    adminApproveWorker(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n"): (typeof documents)["\n  mutation AdminApproveWorker($providerId: ID!) {\n    adminApproveWorker(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAssignmentBoard($first: Int, $after: String) {\n    adminAssignmentBoard(first: $first, after: $after) {\n      items {\n      request {\n        id title priority displayStatus clientName address { ...RequestAddress_address } preferredDate createdAt\n        category { id name icon }\n        series { id position total frequency }\n      }\n      workers {\n        categoryName\n        categoryNames\n        distanceMiles\n        provider { id name rating ratingCount serviceRadius zipCode }\n      }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminAssignmentBoard($first: Int, $after: String) {\n    adminAssignmentBoard(first: $first, after: $after) {\n      items {\n      request {\n        id title priority displayStatus clientName address { ...RequestAddress_address } preferredDate createdAt\n        category { id name icon }\n        series { id position total frequency }\n      }\n      workers {\n        categoryName\n        categoryNames\n        distanceMiles\n        provider { id name rating ratingCount serviceRadius zipCode }\n      }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAvailableWorkers($requestId: ID) {\n    adminAvailableWorkers(requestId: $requestId) {\n      categoryName\n      distanceMiles\n      provider { id name rating ratingCount serviceRadius zipCode }\n    }\n  }\n"): (typeof documents)["\n  query AdminAvailableWorkers($requestId: ID) {\n    adminAvailableWorkers(requestId: $requestId) {\n      categoryName\n      distanceMiles\n      provider { id name rating ratingCount serviceRadius zipCode }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingSearch($query: String!) {\n    adminBillingSearch(query: $query) { ...AdminInvoiceRow_row }\n  }\n"): (typeof documents)["\n  query AdminBillingSearch($query: String!) {\n    adminBillingSearch(query: $query) { ...AdminInvoiceRow_row }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBillingStats {\n    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n  }\n"): (typeof documents)["\n  query AdminBillingStats {\n    adminBillingStats { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryRevenue {\n    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }\n  }\n"): (typeof documents)["\n  query AdminCategoryRevenue {\n    adminCategoryRevenue { categoryId categoryName jobs revenueCents profitMargin }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClients($first: Int, $after: String) {\n    adminClients(first: $first, after: $after) {\n      items {\n      requestCount\n      totalPaidCents\n      client { id name email phone address city state zipCode createdAt }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminClients($first: Int, $after: String) {\n    adminClients(first: $first, after: $after) {\n      items {\n      requestCount\n      totalPaidCents\n      client { id name email phone address city state zipCode createdAt }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCompleteBackgroundCheck($providerId: ID!) {\n    adminCompleteBackgroundCheck(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n"): (typeof documents)["\n  mutation AdminCompleteBackgroundCheck($providerId: ID!) {\n    adminCompleteBackgroundCheck(providerId: $providerId) { id ...WorkerApplicant_provider }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompletedJobs($sort: String!, $first: Int, $after: String) {\n    adminCompletedJobs(sort: $sort) {\n      count\n      totalCents\n      ratedCount\n      averageRating\n      jobs(first: $first, after: $after) {\n        items {\n        amountCents\n        durationLabel\n        request {\n          id title displayStatus status clientName address { ...RequestAddress_address } createdAt completedAt rating\n          category { id name icon }\n          series { id position total frequency }\n          provider { id name rating ratingCount }\n        }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCompletedJobs($sort: String!, $first: Int, $after: String) {\n    adminCompletedJobs(sort: $sort) {\n      count\n      totalCents\n      ratedCount\n      averageRating\n      jobs(first: $first, after: $after) {\n        items {\n        amountCents\n        durationLabel\n        request {\n          id title displayStatus status clientName address { ...RequestAddress_address } createdAt completedAt rating\n          category { id name icon }\n          series { id position total frequency }\n          provider { id name rating ratingCount }\n        }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPaymentRow_row on AdminPaymentRow {\n    requestTitle clientName standing canDecide\n    payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }\n  }\n"): (typeof documents)["\n  fragment AdminPaymentRow_row on AdminPaymentRow {\n    requestTitle clientName standing canDecide\n    payment { id requestId amountCents method status adminApprovalStatus adminNotes createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminConsultationPayments($first: Int, $after: String) {\n    adminConsultationPayments(first: $first, after: $after) {\n      items { ...AdminPaymentRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminConsultationPayments($first: Int, $after: String) {\n    adminConsultationPayments(first: $first, after: $after) {\n      items { ...AdminPaymentRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {\n    adminCreateServiceRequest(input: $input) { id title status priority }\n  }\n"): (typeof documents)["\n  mutation AdminCreateServiceRequest($input: AdminCreateRequestInput!) {\n    adminCreateServiceRequest(input: $input) { id title status priority }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerLookup($customerId: String!) {\n    adminCustomerLookup(customerId: $customerId) {\n      requestCount\n      client { id name phone email address city state zipCode createdAt }\n      requests { id title displayStatus createdAt category { id name } }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerLookup($customerId: String!) {\n    adminCustomerLookup(customerId: $customerId) {\n      requestCount\n      client { id name phone email address city state zipCode createdAt }\n      requests { id title displayStatus createdAt category { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardStats {\n    adminDashboardStats { ...AdminDashboardTiles_stats }\n  }\n"): (typeof documents)["\n  query AdminDashboardStats {\n    adminDashboardStats { ...AdminDashboardTiles_stats }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PastDueRow_record on PastDueRecordType {\n    requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt\n  }\n"): (typeof documents)["\n  fragment PastDueRow_record on PastDueRecordType {\n    requestId title clientName clientEmail daysPastDue balanceDueCents invoiceNumber invoiceCreatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPastDueBalances($first: Int, $after: String) {\n    adminPastDueBalances(first: $first, after: $after) {\n      items { ...PastDueRow_record }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminPastDueBalances($first: Int, $after: String) {\n    adminPastDueBalances(first: $first, after: $after) {\n      items { ...PastDueRow_record }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPayoutRow_row on AdminPayoutRow {\n    providerName requestTitle\n    payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }\n  }\n"): (typeof documents)["\n  fragment AdminPayoutRow_row on AdminPayoutRow {\n    providerName requestTitle\n    payout { id requestId amountCents serviceCostCents tipCents timing status createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayouts($first: Int, $after: String) {\n    adminPayouts(first: $first, after: $after) {\n      items { ...AdminPayoutRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayouts($first: Int, $after: String) {\n    adminPayouts(first: $first, after: $after) {\n      items { ...AdminPayoutRow_row }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingPaidRequests($first: Int, $after: String) {\n    adminPendingPaidRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingPaidRequests($first: Int, $after: String) {\n    adminPendingPaidRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents createdAt notes appointmentFeePaid\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviders($first: Int, $after: String) {\n    adminProviders(first: $first, after: $after) {\n      items {\n      categoryName\n      categoryNames\n      activeJobs\n      earningsCents\n      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminProviders($first: Int, $after: String) {\n    adminProviders(first: $first, after: $after) {\n      items {\n      categoryName\n      categoryNames\n      activeJobs\n      earningsCents\n      provider { id name email phone status zipCode serviceRadius rating ratingCount completedJobs hourlyRateCents }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQueuedRequests($first: Int, $after: String) {\n    adminQueuedRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents notes createdAt\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminQueuedRequests($first: Int, $after: String) {\n    adminQueuedRequests(first: $first, after: $after) {\n      items {\n      id title description priority displayStatus status clientName address { ...RequestAddress_address }\n      preferredDate preferredTime specificTime estimatedCostCents notes createdAt\n      category { id name icon }\n      series { id position total frequency }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvoiceRow_row on AdminInvoiceRow {\n    serviceCostCents balanceDueCents minService billingState\n    invoice { id invoiceNumber status finalAmountCents }\n    request { id title clientName displayStatus completedAt createdAt }\n  }\n"): (typeof documents)["\n  fragment AdminInvoiceRow_row on AdminInvoiceRow {\n    serviceCostCents balanceDueCents minService billingState\n    invoice { id invoiceNumber status finalAmountCents }\n    request { id title clientName displayStatus completedAt createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentInvoices {\n    adminRecentInvoices { ...AdminInvoiceRow_row }\n  }\n"): (typeof documents)["\n  query AdminRecentInvoices {\n    adminRecentInvoices { ...AdminInvoiceRow_row }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectPayment($requestId: ID!, $reason: String) {\n    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }\n  }\n"): (typeof documents)["\n  mutation AdminRejectPayment($requestId: ID!, $reason: String) {\n    adminRejectPayment(requestId: $requestId, reason: $reason) { message request { id adminApprovalStatus } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {\n    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }\n  }\n"): (typeof documents)["\n  mutation AdminRejectTransaction($paymentId: ID!, $reason: String) {\n    adminRejectTransaction(paymentId: $paymentId, reason: $reason) { id adminApprovalStatus adminNotes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectWorker($providerId: ID!, $reason: String) {\n    adminRejectWorker(providerId: $providerId, reason: $reason) { id ...WorkerApplicant_provider }\n  }\n"): (typeof documents)["\n  mutation AdminRejectWorker($providerId: ID!, $reason: String) {\n    adminRejectWorker(providerId: $providerId, reason: $reason) { id ...WorkerApplicant_provider }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvoiceDetails_details on AdminInvoiceDetails {\n    version\n    invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }\n    lineItems { id type description quantity rateCents amountCents }\n  }\n"): (typeof documents)["\n  fragment AdminInvoiceDetails_details on AdminInvoiceDetails {\n    version\n    invoice { id invoiceNumber status subtotalCents finalAmountCents originalAmountCents notes editReason lastEditedBy createdAt paidAt }\n    lineItems { id type description quantity rateCents amountCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestInvoice($requestId: ID!) {\n    adminRequestInvoice(requestId: $requestId) { ...AdminInvoiceDetails_details }\n  }\n"): (typeof documents)["\n  query AdminRequestInvoice($requestId: ID!) {\n    adminRequestInvoice(requestId: $requestId) { ...AdminInvoiceDetails_details }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestLookup($requestNumber: String!) {\n    adminRequestLookup(requestNumber: $requestNumber) {\n      id title description displayStatus createdAt\n      category { id name }\n      client { id name email phone address city state zipCode }\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestLookup($requestNumber: String!) {\n    adminRequestLookup(requestNumber: $requestNumber) {\n      id title description displayStatus createdAt\n      category { id name }\n      client { id name email phone address city state zipCode }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {\n    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id ...WorkerApplicant_provider }\n  }\n"): (typeof documents)["\n  mutation AdminRequestWorkerDocument($providerId: ID!, $document: String!, $note: String) {\n    adminRequestWorkerDocument(providerId: $providerId, document: $document, note: $note) { id ...WorkerApplicant_provider }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviewQueue($first: Int, $after: String) {\n    adminReviewQueue(first: $first, after: $after) {\n      items { id createdAt ...ReviewQueueRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviewQueue($first: Int, $after: String) {\n    adminReviewQueue(first: $first, after: $after) {\n      items { id createdAt ...ReviewQueueRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchedule($first: Int, $after: String) {\n    adminSchedule(first: $first, after: $after) {\n      items { id scheduledAt ...AdminScheduleRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminSchedule($first: Int, $after: String) {\n    adminSchedule(first: $first, after: $after) {\n      items { id scheduledAt ...AdminScheduleRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSearch($query: String!) {\n    adminSearch(query: $query) { kind id title subtitle link }\n  }\n"): (typeof documents)["\n  query AdminSearch($query: String!) {\n    adminSearch(query: $query) { kind id title subtitle link }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSearchAccounts($query: String!) {\n    adminSearchAccounts(query: $query) {\n      clients { id name email phone city state createdAt }\n      providers { id name email phone status zipCode createdAt }\n    }\n  }\n"): (typeof documents)["\n  query AdminSearchAccounts($query: String!) {\n    adminSearchAccounts(query: $query) {\n      clients { id name email phone city state createdAt }\n      providers { id name email phone status zipCode createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {\n    adminServiceRequests(status: $status, first: $first, after: $after) {\n      items { id createdAt ...AdminServiceRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminServiceRequests($status: RequestStatusFilter, $first: Int, $after: String) {\n    adminServiceRequests(status: $status, first: $first, after: $after) {\n      items { id createdAt ...AdminServiceRow_request }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {\n    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }\n  }\n"): (typeof documents)["\n  mutation AdminSimulateClientPayment($requestId: ID!, $paymentAmountCents: SafeInt) {\n    adminSimulateClientPayment(requestId: $requestId, paymentAmountCents: $paymentAmountCents) { message request { id status displayStatus awaitingPaymentDecision allowedActions invoicePaid balancePaid } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerApplicant_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    backgroundCheckStatus\n    backgroundCheckCompletedAt\n    documentVerificationStatus\n    documentRequest\n    documentRequestedAt\n    createdAt\n    onboardingData\n  }\n"): (typeof documents)["\n  fragment WorkerApplicant_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    backgroundCheckStatus\n    backgroundCheckCompletedAt\n    documentVerificationStatus\n    documentRequest\n    documentRequestedAt\n    createdAt\n    onboardingData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWorkerApplications($first: Int, $after: String) {\n    adminWorkerApplications(first: $first, after: $after) {\n      items {\n        categoryNames\n        provider {\n          ...WorkerApplicant_provider\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminWorkerApplications($first: Int, $after: String) {\n    adminWorkerApplications(first: $first, after: $after) {\n      items {\n        categoryNames\n        provider {\n          ...WorkerApplicant_provider\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAdvancedEarnings {\n    adminAdvancedEarnings {\n      revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }\n      profitAnalysis { netProfitCents profitMargin workerCostsCents }\n      customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate activeSeries }\n      operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }\n      monthlyTrends { month revenueCents completedJobs avgOrderValueCents }\n      topCategories { categoryId categoryName jobs revenueCents profitMargin }\n    }\n  }\n"): (typeof documents)["\n  query AdminAdvancedEarnings {\n    adminAdvancedEarnings {\n      revenueBreakdown { totalRevenueCents consultationFeesCents serviceRevenueCents processingFeesCents outstandingConsultationFeesCents }\n      profitAnalysis { netProfitCents profitMargin workerCostsCents }\n      customerMetrics { totalActiveCustomers avgCustomerValueCents repeatCustomerRate activeSeries }\n      operationalMetrics { workerUtilizationRate avgWaitTimeHours cancellationRate }\n      monthlyTrends { month revenueCents completedJobs avgOrderValueCents }\n      topCategories { categoryId categoryName jobs revenueCents profitMargin }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevenue {\n    adminRevenue {\n      totalRevenueCents consultationCents balanceCents tipsCents awaitingApprovalCents payoutsReleasedCents payoutsHeldCents\n      monthly { month revenueCents completedJobs avgOrderValueCents }\n      recentPayments { requestTitle clientName payment { id requestId kind amountCents tipCents method adminApprovalStatus createdAt } }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevenue {\n    adminRevenue {\n      totalRevenueCents consultationCents balanceCents tipsCents awaitingApprovalCents payoutsReleasedCents payoutsHeldCents\n      monthly { month revenueCents completedJobs avgOrderValueCents }\n      recentPayments { requestTitle clientName payment { id requestId kind amountCents tipCents method adminApprovalStatus createdAt } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentActivity($limit: Int!) {\n    adminRecentActivity(limit: $limit) { id source action description requestId actorRole amountCents createdAt }\n  }\n"): (typeof documents)["\n  query AdminRecentActivity($limit: Int!) {\n    adminRecentActivity(limit: $limit) { id source action description requestId actorRole amountCents createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryStats($categoryId: ID!) {\n    adminCategoryStats(categoryId: $categoryId) {\n      categoryId categoryName totalRequests queued pending active completed cancelled revenueCents payoutsCents averageRating\n      recentRequests { id title displayStatus clientName createdAt }\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryStats($categoryId: ID!) {\n    adminCategoryStats(categoryId: $categoryId) {\n      categoryId categoryName totalRequests queued pending active completed cancelled revenueCents payoutsCents averageRating\n      recentRequests { id title displayStatus clientName createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignWorker($requestId: ID!, $providerId: ID!) {\n    assignWorker(requestId: $requestId, providerId: $providerId) {\n      id status displayStatus providerId liveLists\n      ...AdminLiveRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation AssignWorker($requestId: ID!, $providerId: ID!) {\n    assignWorker(requestId: $requestId, providerId: $providerId) {\n      id status displayStatus providerId liveLists\n      ...AdminLiveRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableWorkers($requestId: ID!) {\n    assignableWorkers(requestId: $requestId) {\n      eligible\n      reason\n      distanceMiles\n      activeJobs\n      categoryName\n      categoryNames\n      provider { id name }\n    }\n  }\n"): (typeof documents)["\n  query AssignableWorkers($requestId: ID!) {\n    assignableWorkers(requestId: $requestId) {\n      eligible\n      reason\n      distanceMiles\n      activeJobs\n      categoryName\n      categoryNames\n      provider { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditInvoice($input: AdminEditInvoiceInput!) {\n    adminEditInvoice(input: $input) {\n      newTotalCents originalTotalCents differenceCents\n      invoice { id status finalAmountCents lastEditedBy editReason }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEditInvoice($input: AdminEditInvoiceInput!) {\n    adminEditInvoice(input: $input) {\n      newTotalCents originalTotalCents differenceCents\n      invoice { id status finalAmountCents lastEditedBy editReason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteInvoice($id: ID!) {\n    adminDeleteInvoice(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteInvoice($id: ID!) {\n    adminDeleteInvoice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveInvoice($id: ID!) {\n    adminApproveInvoice(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation AdminApproveInvoice($id: ID!) {\n    adminApproveInvoice(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRequestChanged {\n    adminReviewChanged {\n      requestId\n      kind\n      lists\n      stats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n      request {\n        ...AdminLiveRow_request\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminRequestChanged {\n    adminReviewChanged {\n      requestId\n      kind\n      lists\n      stats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n      request {\n        ...AdminLiveRow_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLiveRow_request on ServiceRequest {\n    id\n    createdAt\n    scheduledAt\n    ...ReviewQueueRow_request\n    ...AdminServiceRow_request\n    ...AdminScheduleRow_request\n    ...RequestDetail_request\n    ...AdminActionPanel_request\n  }\n"): (typeof documents)["\n  fragment AdminLiveRow_request on ServiceRequest {\n    id\n    createdAt\n    scheduledAt\n    ...ReviewQueueRow_request\n    ...AdminServiceRow_request\n    ...AdminScheduleRow_request\n    ...RequestDetail_request\n    ...AdminActionPanel_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId kind lists request { ...AdminLiveRow_request } }\n      adminStats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n    }\n  }\n"): (typeof documents)["\n  query AdminLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId kind lists request { ...AdminLiveRow_request } }\n      adminStats { ...AdminDashboardTiles_stats }\n      billing { totalRevenueCents pendingPaymentsCount pendingPaymentsCents avgInvoiceCents pastDueCount pastDueTotalCents }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLiveMoney_money on AdminRequestMoney {\n    requestId\n    invoiceRow { ...AdminInvoiceRow_row request { id completedAt } }\n    consultationPayments { ...AdminPaymentRow_row payment { id createdAt } }\n    payouts { ...AdminPayoutRow_row payout { id createdAt } }\n    pastDue { ...PastDueRow_record requestId invoiceCreatedAt }\n    invoice { ...AdminInvoiceDetails_details }\n  }\n"): (typeof documents)["\n  fragment AdminLiveMoney_money on AdminRequestMoney {\n    requestId\n    invoiceRow { ...AdminInvoiceRow_row request { id completedAt } }\n    consultationPayments { ...AdminPaymentRow_row payment { id createdAt } }\n    payouts { ...AdminPayoutRow_row payout { id createdAt } }\n    pastDue { ...PastDueRow_record requestId invoiceCreatedAt }\n    invoice { ...AdminInvoiceDetails_details }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminMoneyChanged {\n    adminReviewChanged {\n      requestId\n      adminMoney { ...AdminLiveMoney_money }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminMoneyChanged {\n    adminReviewChanged {\n      requestId\n      adminMoney { ...AdminLiveMoney_money }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoneyResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId adminMoney { ...AdminLiveMoney_money } }\n    }\n  }\n"): (typeof documents)["\n  query AdminMoneyResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests { requestId adminMoney { ...AdminLiveMoney_money } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($state: String, $first: Int, $after: String) {\n    adminMessages(state: $state, first: $first, after: $after) {\n      items { id channel kind audience state recipient recipientName subject textBody attempts lastError dueAt sentAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($state: String, $first: Int, $after: String) {\n    adminMessages(state: $state, first: $first, after: $after) {\n      items { id channel kind audience state recipient recipientName subject textBody attempts lastError dueAt sentAt createdAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefundDeadlines($first: Int, $after: String) {\n    adminRefundDeadlines(first: $first, after: $after) {\n      items { id title clientName address { ...RequestAddress_address } paymentDate feeRefundDueAt category { id name } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminRefundDeadlines($first: Int, $after: String) {\n    adminRefundDeadlines(first: $first, after: $after) {\n      items { id title clientName address { ...RequestAddress_address } paymentDate feeRefundDueAt category { id name } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {\n    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {\n      message\n      request { id adminApprovalStatus }\n      payout { id amountCents timing status }\n    }\n  }\n"): (typeof documents)["\n  mutation ReleasePayout($requestId: ID!, $adminNotes: String) {\n    approvePayout(requestId: $requestId, adminNotes: $adminNotes) {\n      message\n      request { id adminApprovalStatus }\n      payout { id amountCents timing status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminActionPanel_request on ServiceRequest {\n    id title status displayStatus adminApprovalStatus adminNotes awaitingPaymentDecision allowedActions\n    billing { workerPayoutCents }\n  }\n"): (typeof documents)["\n  fragment AdminActionPanel_request on ServiceRequest {\n    id title status displayStatus adminApprovalStatus adminNotes awaitingPaymentDecision allowedActions\n    billing { workerPayoutCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestState($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      ...AdminActionPanel_request\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestState($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      ...AdminActionPanel_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminScheduleRow_request on ServiceRequest {\n    id title displayStatus clientName address { ...RequestAddress_address } scheduledAt estimatedDuration\n    category { id name icon }\n    provider { id name }\n  }\n"): (typeof documents)["\n  fragment AdminScheduleRow_request on ServiceRequest {\n    id title displayStatus clientName address { ...RequestAddress_address } scheduledAt estimatedDuration\n    category { id name icon }\n    provider { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminServiceRow_request on ServiceRequest {\n    id title displayStatus status priority clientName address { ...RequestAddress_address } createdAt estimatedCostCents\n    category { id name icon }\n    provider { id name }\n    series { id position total frequency }\n  }\n"): (typeof documents)["\n  fragment AdminServiceRow_request on ServiceRequest {\n    id title displayStatus status priority clientName address { ...RequestAddress_address } createdAt estimatedCostCents\n    category { id name icon }\n    provider { id name }\n    series { id position total frequency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditEvents($requestId: ID, $first: Int, $after: String) {\n    adminAuditEvents(requestId: $requestId, first: $first, after: $after) {\n      items { id action entityType entityId actorId actorRole impersonatorId amountCents before after createdAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditEvents($requestId: ID, $first: Int, $after: String) {\n    adminAuditEvents(requestId: $requestId, first: $first, after: $after) {\n      items { id action entityType entityId actorId actorRole impersonatorId amountCents before after createdAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriesForAdmin {\n    serviceCategories { id name icon }\n  }\n"): (typeof documents)["\n  query CategoriesForAdmin {\n    serviceCategories { id name icon }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewQueueRow_request on ServiceRequest {\n    id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus createdAt\n    category { id name icon }\n    provider { id name }\n    billing { serviceCostCents balanceDueCents workerPayoutCents }\n  }\n"): (typeof documents)["\n  fragment ReviewQueueRow_request on ServiceRequest {\n    id title clientName displayStatus status invoicePaymentAmountCents invoicePaymentDate hundredDollarSpecial adminApprovalStatus createdAt\n    category { id name icon }\n    provider { id name }\n    billing { serviceCostCents balanceDueCents workerPayoutCents }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDashboardTiles_stats on AdminDashboardStats {\n    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue\n  }\n"): (typeof documents)["\n  fragment AdminDashboardTiles_stats on AdminDashboardStats {\n    activeJobs completed pending unpaidRequests pastDueBalances pastDueTotalCents earningsCents reviewQueue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAccess($password: String!) {\n    adminAccess(password: $password) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedIdentities {\n    linkedIdentities {\n      id\n      provider\n      issuer\n      email\n      createdAt\n      lastSignInAt\n    }\n  }\n"): (typeof documents)["\n  query LinkedIdentities {\n    linkedIdentities {\n      id\n      provider\n      issuer\n      email\n      createdAt\n      lastSignInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLinkedIdentity($id: ID!) {\n    removeLinkedIdentity(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveLinkedIdentity($id: ID!) {\n    removeLinkedIdentity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLinkedIdentity($token: String!) {\n    confirmLinkedIdentity(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmLinkedIdentity($token: String!) {\n    confirmLinkedIdentity(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      userAgent\n      current\n      viaAdmin\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      expiresAt\n      userAgent\n      current\n      viaAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInOptions {\n    signInOptions {\n      google\n      providerName\n    }\n  }\n"): (typeof documents)["\n  query SignInOptions {\n    signInOptions {\n      google\n      providerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {\n    addPaymentMethod(input: $input) {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddPaymentMethod($input: AddPaymentMethodInput!) {\n    addPaymentMethod(input: $input) {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTip($requestId: ID!, $tipCents: SafeInt!, $idempotencyKey: String!) {\n    addTip(requestId: $requestId, tipCents: $tipCents, idempotencyKey: $idempotencyKey) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n      }\n      request {\n        id\n        balancePaid\n      }\n      checkoutQuote {\n        ...CheckoutQuote_quote\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTip($requestId: ID!, $tipCents: SafeInt!, $idempotencyKey: String!) {\n    addTip(requestId: $requestId, tipCents: $tipCents, idempotencyKey: $idempotencyKey) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n      }\n      request {\n        id\n        balancePaid\n      }\n      checkoutQuote {\n        ...CheckoutQuote_quote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelServiceRequest($id: ID!) {\n    cancelServiceRequest(id: $id) {\n      id\n      status\n      displayStatus\n      canCancel\n      canEdit\n      cancelTerms\n      billingEntry {\n        ...MyBilling_entry\n      }\n      clientStats {\n        ...MyClientStats_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelServiceRequest($id: ID!) {\n    cancelServiceRequest(id: $id) {\n      id\n      status\n      displayStatus\n      canCancel\n      canEdit\n      cancelTerms\n      billingEntry {\n        ...MyBilling_entry\n      }\n      clientStats {\n        ...MyClientStats_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n      requiresScheduling\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n      requiresScheduling\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTypes($categoryId: ID!) {\n    serviceTypes(categoryId: $categoryId) {\n      id\n      name\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query CatalogTypes($categoryId: ID!) {\n    serviceTypes(categoryId: $categoryId) {\n      id\n      name\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutQuote_quote on CheckoutQuote {\n    requestId\n    title\n    dueFor\n    amountCents\n    appointmentFeePaid\n    serviceCostCents\n    tipCents\n    tipOpenUntil\n    lines {\n      ...ChargeLines_line\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutQuote_quote on CheckoutQuote {\n    requestId\n    title\n    dueFor\n    amountCents\n    appointmentFeePaid\n    serviceCostCents\n    tipCents\n    tipOpenUntil\n    lines {\n      ...ChargeLines_line\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($requestId: ID!) {\n    checkoutQuote(requestId: $requestId) {\n      ...CheckoutQuote_quote\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($requestId: ID!) {\n    checkoutQuote(requestId: $requestId) {\n      ...CheckoutQuote_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          ...MyRequestsRow_request\n          ...RequestDetail_request\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          ...MyRequestsRow_request\n          ...RequestDetail_request\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientRequestChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        ...MyRequestsRow_request\n        ...RequestDetail_request\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ClientRequestChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        ...MyRequestsRow_request\n        ...RequestDetail_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateServiceRequest($input: CreateRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation CreateServiceRequest($input: CreateRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyBilling_entry on BillingEntry {\n    requestId\n    title\n    categoryName\n    providerName\n    invoiceNumber\n    status\n    kind\n    totalCents\n    tipCents\n    amountDueCents\n    paidCents\n    dueFor\n    requestStatus\n    date\n    paymentMethod\n  }\n"): (typeof documents)["\n  fragment MyBilling_entry on BillingEntry {\n    requestId\n    title\n    categoryName\n    providerName\n    invoiceNumber\n    status\n    kind\n    totalCents\n    tipCents\n    amountDueCents\n    paidCents\n    dueFor\n    requestStatus\n    date\n    paymentMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBilling($first: Int, $after: String) {\n    myBilling(first: $first, after: $after) {\n      items {\n        ...MyBilling_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBilling($first: Int, $after: String) {\n    myBilling(first: $first, after: $after) {\n      items {\n        ...MyBilling_entry\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClientProfile {\n    myClientProfile {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyClientProfile {\n    myClientProfile {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyClientStats_stats on ClientStats {\n    totalRequests\n    completed\n    averageRatingGiven\n    reviewCount\n    memberSince\n    pendingProviderApplication\n  }\n"): (typeof documents)["\n  fragment MyClientStats_stats on ClientStats {\n    totalRequests\n    completed\n    averageRatingGiven\n    reviewCount\n    memberSince\n    pendingProviderApplication\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClientStats {\n    myClientStats {\n      ...MyClientStats_stats\n    }\n  }\n"): (typeof documents)["\n  query MyClientStats {\n    myClientStats {\n      ...MyClientStats_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPaymentMethods {\n    myPaymentMethods {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyPaymentMethods {\n    myPaymentMethods {\n      id\n      kind\n      label\n      brand\n      last4\n      isDefault\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReferral {\n    myReferral {\n      code\n      referred\n      qualified\n      earnedCents\n      bonusCents\n      requiredJobs\n    }\n  }\n"): (typeof documents)["\n  query MyReferral {\n    myReferral {\n      code\n      referred\n      qualified\n      earnedCents\n      bonusCents\n      requiredJobs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRequestsRow_request on ServiceRequest {\n    id\n    status\n    canCancel\n    canEdit\n    cancelTerms\n    completedAt\n    createdAt\n    series {\n      id\n      position\n      total\n      status\n    }\n    ...RequestCard_request\n    ...EditRequestDialog_request\n  }\n"): (typeof documents)["\n  fragment MyRequestsRow_request on ServiceRequest {\n    id\n    status\n    canCancel\n    canEdit\n    cancelTerms\n    completedAt\n    createdAt\n    series {\n      id\n      position\n      total\n      status\n    }\n    ...RequestCard_request\n    ...EditRequestDialog_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRequests($first: Int, $after: String) {\n    myRequests(first: $first, after: $after) {\n      items {\n        ...MyRequestsRow_request\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRequests($first: Int, $after: String) {\n    myRequests(first: $first, after: $after) {\n      items {\n        ...MyRequestsRow_request\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReviews($first: Int, $after: String) {\n    myReviews(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReviews($first: Int, $after: String) {\n    myReviews(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      workerRating\n      serviceRating\n      comment\n      createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServiceHistory($first: Int, $after: String) {\n    myServiceHistory(first: $first, after: $after) {\n      items {\n        id\n        title\n        description\n        createdAt\n        completedAt\n        rating\n        category {\n          id\n          name\n          icon\n        }\n        provider {\n          id\n          name\n        }\n        billing {\n          combinedTotalCents\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyServiceHistory($first: Int, $after: String) {\n    myServiceHistory(first: $first, after: $after) {\n      items {\n        id\n        title\n        description\n        createdAt\n        completedAt\n        rating\n        category {\n          id\n          name\n          icon\n        }\n        provider {\n          id\n          name\n        }\n        billing {\n          combinedTotalCents\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClientNote($requestId: ID!, $note: String!) {\n    addClientNote(requestId: $requestId, note: $note) {\n      id\n      action\n      description\n      actorRole\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddClientNote($requestId: ID!, $note: String!) {\n    addClientNote(requestId: $requestId, note: $note) {\n      id\n      action\n      description\n      actorRole\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessPayment($input: ProcessPaymentInput!) {\n    processPayment(input: $input) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n        gatewayTransactionId\n      }\n      request {\n        id\n        status\n        displayStatus\n        appointmentFeePaid\n        paymentStatus\n        balancePaid\n        invoicePaid\n        billingEntry {\n          ...MyBilling_entry\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessPayment($input: ProcessPaymentInput!) {\n    processPayment(input: $input) {\n      payment {\n        id\n        kind\n        amountCents\n        tipCents\n        gatewayTransactionId\n      }\n      request {\n        id\n        status\n        displayStatus\n        appointmentFeePaid\n        paymentStatus\n        balancePaid\n        invoicePaid\n        billingEntry {\n          ...MyBilling_entry\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePaymentMethod($id: ID!) {\n    removePaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePaymentMethod($id: ID!) {\n    removePaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipVisit($requestId: ID!) {\n    skipVisit(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation SkipVisit($requestId: ID!) {\n    skipVisit(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleVisit($requestId: ID!, $scheduledAt: String!) {\n    rescheduleVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      ...MyRequestsRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleVisit($requestId: ID!, $scheduledAt: String!) {\n    rescheduleVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      ...MyRequestsRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSeries($requestId: ID!) {\n    endSeries(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation EndSeries($requestId: ID!) {\n    endSeries(requestId: $requestId) {\n      ...MyRequestsRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultPaymentMethod($id: ID!) {\n    setDefaultPaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultPaymentMethod($id: ID!) {\n    setDefaultPaymentMethod(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSupportConversation {\n    startSupportConversation {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartSupportConversation {\n    startSupportConversation {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportReplyTime {\n    supportReplyTime {\n      medianSeconds\n      sample\n    }\n  }\n"): (typeof documents)["\n  query SupportReplyTime {\n    supportReplyTime {\n      medianSeconds\n      sample\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {\n    updateMyClientProfile(input: $input) {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyClientProfile($input: UpdateClientProfileInput!) {\n    updateMyClientProfile(input: $input) {\n      id\n      name\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      preferredContactMethod\n      emailNotifications\n      smsNotifications\n      marketingEmails\n      appointmentReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateServiceRequest($input: UpdateRequestInput!) {\n    updateServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateServiceRequest($input: UpdateRequestInput!) {\n    updateServiceRequest(input: $input) {\n      ...MyRequestsRow_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditRequestDialog_request on ServiceRequest {\n    id\n    status\n    canEdit\n    title\n    description\n    categoryId\n    address {\n      ...RequestAddress_address\n    }\n  }\n"): (typeof documents)["\n  fragment EditRequestDialog_request on ServiceRequest {\n    id\n    status\n    canEdit\n    title\n    description\n    categoryId\n    address {\n      ...RequestAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n      frequency\n    }\n    status\n    displayStatus\n    appointmentFeePaid\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    provider {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RequestCard_request on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n      frequency\n    }\n    status\n    displayStatus\n    appointmentFeePaid\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    onMyWayAt\n    etaMinutes\n    createdAt\n    category {\n      id\n      name\n      icon\n    }\n    provider {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($requestId: ID!) {\n    conversation(requestId: $requestId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"): (typeof documents)["\n  query Conversation($requestId: ID!) {\n    conversation(requestId: $requestId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationById($id: ID!) {\n    conversationById(id: $id) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"): (typeof documents)["\n  query ConversationById($id: ID!) {\n    conversationById(id: $id) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationRead($conversationId: ID!) {\n    conversationRead(conversationId: $conversationId) {\n      conversationId\n      userId\n      lastReadMessageId\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationRead($conversationId: ID!) {\n    conversationRead(conversationId: $conversationId) {\n      conversationId\n      userId\n      lastReadMessageId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      conversationId\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n      bellUnreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n      bellUnreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConversations {\n    myConversations {\n      id\n      kind\n      title\n      requestId\n      unreadCount\n      lastMessageAt\n    }\n  }\n"): (typeof documents)["\n  query MyConversations {\n    myConversations {\n      id\n      kind\n      title\n      requestId\n      unreadCount\n      lastMessageAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportConversations {\n    supportConversations {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n"): (typeof documents)["\n  query SupportConversations {\n    supportConversations {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportConversationChanged {\n    supportConversationChanged {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n"): (typeof documents)["\n  subscription SupportConversationChanged {\n    supportConversationChanged {\n      id\n      title\n      oldestUnansweredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationView_conversation on Conversation {\n    id\n    kind\n    title\n    unreadCount\n    othersReadUpTo\n    messages {\n      id\n      mine\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationView_conversation on Conversation {\n    id\n    kind\n    title\n    unreadCount\n    othersReadUpTo\n    messages {\n      id\n      mine\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageBubble_message on ConversationMessage {\n    id\n    conversationId\n    authorName\n    authorRole\n    mine\n    body\n    createdAt\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"): (typeof documents)["\n  fragment MessageBubble_message on ConversationMessage {\n    id\n    conversationId\n    authorName\n    authorRole\n    mine\n    body\n    createdAt\n    photos {\n      id\n      url\n      originalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      alreadyJoined\n      entry {\n        id\n        email\n        zipCode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      alreadyJoined\n      entry {\n        id\n        email\n        zipCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageSubscription($token: String!) {\n    messageSubscription(token: $token) { switchName label subscribed address }\n  }\n"): (typeof documents)["\n  query MessageSubscription($token: String!) {\n    messageSubscription(token: $token) { switchName label subscribed address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { switchName label subscribed address }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) { switchName label subscribed address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resubscribe($token: String!) {\n    resubscribe(token: $token) { switchName label subscribed address }\n  }\n"): (typeof documents)["\n  mutation Resubscribe($token: String!) {\n    resubscribe(token: $token) { switchName label subscribed address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptJob($requestId: ID!) {\n    acceptJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      providerId\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptJob($requestId: ID!) {\n    acceptJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      providerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJobNote($input: JobNoteInput!) {\n    addJobNote(input: $input) {\n      id\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation AddJobNote($input: JobNoteInput!) {\n    addJobNote(input: $input) {\n      id\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnounceOnMyWay($requestId: ID!) {\n    announceOnMyWay(requestId: $requestId) {\n      id\n      onMyWayAt\n      etaMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation AnnounceOnMyWay($requestId: ID!) {\n    announceOnMyWay(requestId: $requestId) {\n      id\n      onMyWayAt\n      etaMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyAsProvider($input: ProviderApplicationInput!) {\n    applyAsProvider(input: $input) {\n      token\n      provider {\n        id\n        status\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyAsProvider($input: ProviderApplicationInput!) {\n    applyAsProvider(input: $input) {\n      token\n      provider {\n        id\n        status\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteJob($requestId: ID!) {\n    completeJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteJob($requestId: ID!) {\n    completeJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteHundredDollarSpecial($requestId: ID!) {\n    completeHundredDollarSpecial(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      hundredDollarSpecial\n      adminApprovalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteHundredDollarSpecial($requestId: ID!) {\n    completeHundredDollarSpecial(requestId: $requestId) {\n      id\n      status\n      displayStatus\n      hundredDollarSpecial\n      adminApprovalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {\n    createJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJobInvoice($input: CreateJobInvoiceInput!) {\n    createJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditJobInvoice($input: EditJobInvoiceInput!) {\n    editJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  mutation EditJobInvoice($input: EditJobInvoiceInput!) {\n    editJobInvoice(input: $input) {\n      id\n      ...JobInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerJobPhotos($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      activities {\n        id\n        createdAt\n        photos {\n          id\n          url\n          originalName\n          kind\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkerJobPhotos($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      activities {\n        id\n        createdAt\n        photos {\n          id\n          url\n          originalName\n          kind\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {\n    myJobs(scope: $scope, first: $first, after: $after) {\n      items {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query WorkerMyJobs($scope: String!, $first: Int, $after: String) {\n    myJobs(scope: $scope, first: $first, after: $after) {\n      items {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenJobs($first: Int, $after: String) {\n    openJobs(first: $first, after: $after) {\n      items {\n        ...QueueEntry_item\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query OpenJobs($first: Int, $after: String) {\n    openJobs(first: $first, after: $after) {\n      items {\n        ...QueueEntry_item\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription QueueChanged {\n    queueChanged {\n      requestId\n      kind\n      removedId\n      queueDelta\n      item {\n        ...QueueEntry_item\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription QueueChanged {\n    queueChanged {\n      requestId\n      kind\n      removedId\n      queueDelta\n      item {\n        ...QueueEntry_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueueEntry_item on QueueItem {\n    rank\n    request {\n      id\n      title\n      createdAt\n    }\n    ...QueueCard_item\n  }\n"): (typeof documents)["\n  fragment QueueEntry_item on QueueItem {\n    rank\n    request {\n      id\n      title\n      createdAt\n    }\n    ...QueueCard_item\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseVisit($requestId: ID!) {\n    releaseVisit(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseVisit($requestId: ID!) {\n    releaseVisit(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {\n    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleJob($requestId: ID!, $scheduledAt: String!) {\n    scheduleJob(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {\n    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleNextVisit($requestId: ID!, $scheduledAt: String!) {\n    scheduleNextVisit(requestId: $requestId, scheduledAt: $scheduledAt) {\n      id\n      scheduledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignJob($requestId: ID!) {\n    unassignJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignJob($requestId: ID!) {\n    unassignJob(requestId: $requestId) {\n      id\n      status\n      displayStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkerBankAccount($input: BankAccountInput!) {\n    updateBankAccount(input: $input) {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkerBankAccount($input: BankAccountInput!) {\n    updateBankAccount(input: $input) {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkerSettings($input: ProviderSettingsInput!) {\n    updateProviderSettings(input: $input) {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n      provider {\n        ...WorkerApplication_provider\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkerSettings($input: ProviderSettingsInput!) {\n    updateProviderSettings(input: $input) {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n      provider {\n        ...WorkerApplication_provider\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerApplication_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    onboardingCompleted\n    backgroundCheckStatus\n    documentVerificationStatus\n    rating\n    completedJobs\n    createdAt\n    onboardingData\n    offeredCategories {\n      id\n      name\n      icon\n    }\n  }\n"): (typeof documents)["\n  fragment WorkerApplication_provider on ServiceProvider {\n    id\n    name\n    email\n    phone\n    zipCode\n    serviceRadius\n    status\n    onboardingCompleted\n    backgroundCheckStatus\n    documentVerificationStatus\n    rating\n    completedJobs\n    createdAt\n    onboardingData\n    offeredCategories {\n      id\n      name\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerApplication {\n    myProviderApplication {\n      ...WorkerApplication_provider\n    }\n  }\n"): (typeof documents)["\n  query WorkerApplication {\n    myProviderApplication {\n      ...WorkerApplication_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WorkerAccountNotice($after: DateTimeISO) {\n    notificationAdded(after: $after) {\n      id\n      type\n      provider {\n        ...WorkerApplication_provider\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription WorkerAccountNotice($after: DateTimeISO) {\n    notificationAdded(after: $after) {\n      id\n      type\n      provider {\n        ...WorkerApplication_provider\n      }\n      viewer {\n        ...Me_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerBankAccount {\n    myBankAccount {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  query WorkerBankAccount {\n    myBankAccount {\n      hasAccount\n      accountHolderName\n      bankName\n      accountType\n      routingNumberMasked\n      accountNumberMasked\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n    }\n  }\n"): (typeof documents)["\n  query WorkerCategories {\n    serviceCategories {\n      id\n      name\n      icon\n      color\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerDashboard {\n    workerDashboard {\n      ...WorkerDashboard_figures\n      ...WorkerAnalytics_dashboard\n    }\n  }\n"): (typeof documents)["\n  query WorkerDashboard {\n    workerDashboard {\n      ...WorkerDashboard_figures\n      ...WorkerAnalytics_dashboard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerEarnings {\n    workerEarnings {\n      ...WorkerEarnings_figures\n      ...WorkerDashboardEarnings_figures\n      ...WorkerAnalytics_earnings\n    }\n  }\n"): (typeof documents)["\n  query WorkerEarnings {\n    workerEarnings {\n      ...WorkerEarnings_figures\n      ...WorkerDashboardEarnings_figures\n      ...WorkerAnalytics_earnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WorkerJobChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n        ...RequestDetail_request\n      }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n    }\n  }\n"): (typeof documents)["\n  subscription WorkerJobChanged {\n    requestChanged {\n      requestId\n      kind\n      lists\n      request {\n        id\n        status\n        updatedAt\n        ...JobCard_job\n        ...RequestDetail_request\n      }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobInvoice_invoice on Invoice {\n    id\n    invoiceNumber\n    status\n    finalAmountCents\n    originalAmountCents\n    notes\n    editReason\n    lastEditedBy\n    createdAt\n    lineItems {\n      id\n      type\n      description\n      quantity\n      rateCents\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  fragment JobInvoice_invoice on Invoice {\n    id\n    invoiceNumber\n    status\n    finalAmountCents\n    originalAmountCents\n    notes\n    editReason\n    lastEditedBy\n    createdAt\n    lineItems {\n      id\n      type\n      description\n      quantity\n      rateCents\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerJobInvoices($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      invoices {\n        ...JobInvoice_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkerJobInvoices($id: ID!) {\n    serviceRequest(id: $id) {\n      id\n      invoices {\n        ...JobInvoice_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          status\n          updatedAt\n          ...JobCard_job\n          ...RequestDetail_request\n        }\n      }\n      queue {\n        requestId\n        kind\n        removedId\n        queueDelta\n        item {\n          ...QueueEntry_item\n        }\n      }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n    }\n  }\n"): (typeof documents)["\n  query WorkerLiveResync($since: DateTimeISO!, $handedOver: Boolean) {\n    liveChangesSince(since: $since, handedOver: $handedOver) {\n      complete\n      requests {\n        requestId\n        kind\n        lists\n        request {\n          id\n          status\n          updatedAt\n          ...JobCard_job\n          ...RequestDetail_request\n        }\n      }\n      queue {\n        requestId\n        kind\n        removedId\n        queueDelta\n        item {\n          ...QueueEntry_item\n        }\n      }\n      workerEarnings { ...WorkerEarnings_figures ...WorkerDashboardEarnings_figures ...WorkerAnalytics_earnings }\n      workerDashboard { ...WorkerDashboard_figures ...WorkerAnalytics_dashboard }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      amountCents\n      tipCents\n      serviceCostCents\n      status\n      timing\n      createdAt\n      approvedAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query WorkerPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n      id\n      requestId\n      amountCents\n      tipCents\n      serviceCostCents\n      status\n      timing\n      createdAt\n      approvedAt\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerRatings {\n    workerRatings {\n      average\n      count\n      elite\n      standing\n      breakdown {\n        stars\n        count\n      }\n      reviews {\n        id\n        requestId\n        requestTitle\n        clientName\n        workerRating\n        serviceRating\n        comment\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkerRatings {\n    workerRatings {\n      average\n      count\n      elite\n      standing\n      breakdown {\n        stars\n        count\n      }\n      reviews {\n        id\n        requestId\n        requestTitle\n        clientName\n        workerRating\n        serviceRating\n        comment\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkerSettings {\n    providerSettings {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n    }\n  }\n"): (typeof documents)["\n  query WorkerSettings {\n    providerSettings {\n      fullName\n      email\n      phone\n      address\n      city\n      state\n      zipCode\n      serviceRadius\n      serviceCategories\n      emailNotifications\n      smsNotifications\n      pushNotifications\n      newJobAlerts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobCard_job on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n    }\n    displayStatus\n    clientName\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    category {\n      id\n      name\n      icon\n    }\n  }\n"): (typeof documents)["\n  fragment JobCard_job on ServiceRequest {\n    id\n    title\n    series {\n      id\n      position\n      total\n    }\n    displayStatus\n    clientName\n    address {\n      ...RequestAddress_address\n    }\n    preferredDate\n    preferredTime\n    specificTime\n    scheduledAt\n    category {\n      id\n      name\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueueCard_item on QueueItem {\n    distanceMiles\n    request {\n      id\n      title\n      description\n      priority\n      serviceTypeName\n      estimatedCostCents\n      address {\n        ...RequestAddress_address\n      }\n      preferredDate\n      preferredTime\n      specificTime\n      createdAt\n      clientName\n      category {\n        id\n        name\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QueueCard_item on QueueItem {\n    distanceMiles\n    request {\n      id\n      title\n      description\n      priority\n      serviceTypeName\n      estimatedCostCents\n      address {\n        ...RequestAddress_address\n      }\n      preferredDate\n      preferredTime\n      specificTime\n      createdAt\n      clientName\n      category {\n        id\n        name\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerAnalytics_dashboard on WorkerDashboard {\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n  }\n"): (typeof documents)["\n  fragment WorkerAnalytics_dashboard on WorkerDashboard {\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerAnalytics_earnings on WorkerEarnings {\n    totalCents\n  }\n"): (typeof documents)["\n  fragment WorkerAnalytics_earnings on WorkerEarnings {\n    totalCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerDashboard_figures on WorkerDashboard {\n    availableRequests\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n    today {\n      id\n      title\n      scheduledAt\n      address {\n        ...RequestAddress_address\n      }\n      clientName\n      displayStatus\n      category {\n        id\n        icon\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkerDashboard_figures on WorkerDashboard {\n    availableRequests\n    activeJobs\n    rating\n    ratingCount\n    completedJobs\n    today {\n      id\n      title\n      scheduledAt\n      address {\n        ...RequestAddress_address\n      }\n      clientName\n      displayStatus\n      category {\n        id\n        icon\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerDashboardEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    week {\n      day\n      date\n      cents\n    }\n  }\n"): (typeof documents)["\n  fragment WorkerDashboardEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    week {\n      day\n      date\n      cents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    weekStart\n    monthStart\n    jobs {\n      serviceCostCents\n      payoutCents\n      tipCents\n      thisWeek\n      thisMonth\n      potential\n      payoutStatus\n      earnedAt\n      request {\n        id\n        title\n        completedAt\n        displayStatus\n        hundredDollarSpecial\n        category {\n          id\n          name\n          icon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkerEarnings_figures on WorkerEarnings {\n    weekCents\n    monthCents\n    potentialCents\n    pendingCents\n    weekStart\n    monthStart\n    jobs {\n      serviceCostCents\n      payoutCents\n      tipCents\n      thisWeek\n      thisMonth\n      potential\n      payoutStatus\n      earnedAt\n      request {\n        id\n        title\n        completedAt\n        displayStatus\n        hundredDollarSpecial\n        category {\n          id\n          name\n          icon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        type\n        title\n        message\n        isRead\n        data\n        priority\n        expiresAt\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        type\n        title\n        message\n        isRead\n        data\n        priority\n        expiresAt\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      priority\n      expiresAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      type\n      title\n      message\n      isRead\n      data\n      priority\n      expiresAt\n      createdAt\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment Me_viewer on ViewerType {\n    sessionRole\n    clientId\n    impersonatorName\n    user {\n      id\n      email\n      role\n      firstName\n      lastName\n      phone\n      referralCode\n      createdAt\n    }\n    provider {\n      id\n      status\n      onboardingCompleted\n      backgroundCheckStatus\n      documentVerificationStatus\n      approved\n    }\n  }\n"): (typeof documents)["\n  fragment Me_viewer on ViewerType {\n    sessionRole\n    clientId\n    impersonatorName\n    user {\n      id\n      email\n      role\n      firstName\n      lastName\n      phone\n      referralCode\n      createdAt\n    }\n    provider {\n      id\n      status\n      onboardingCompleted\n      backgroundCheckStatus\n      documentVerificationStatus\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...Me_viewer\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...Me_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;