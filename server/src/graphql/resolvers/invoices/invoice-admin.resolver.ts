import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs } from '../../pagination';
import { Invoice } from '../../../modules/invoices/invoice.entity';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';
import { AdminEditInvoiceInput, AdminInvoiceDetails, AdminInvoiceEditResult } from '../../../modules/invoices/invoice-admin.types';

const InvoiceConnection = Connection(Invoice);

/** The admin side of invoices. */
@Resolver()
export class InvoiceAdminResolver {
  @Authorized('admin')
  @Query(() => AdminInvoiceDetails)
  adminInvoice(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.details(viewer, id);
  }

  @Authorized('admin')
  @Query(() => AdminInvoiceDetails, { nullable: true, description: 'The latest invoice of a request with its lines' })
  adminRequestInvoice(@Arg('requestId', () => ID) requestId: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.forRequest(viewer, requestId);
  }

  @Authorized('admin')
  @Query(() => InvoiceConnection, { description: 'Invoices waiting for admin approval, oldest change first' })
  adminInvoicesPendingApproval(@Args() page: PageArgs, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.pendingApprovalPage(viewer, page);
  }

  @Authorized('admin')
  @Mutation(() => AdminInvoiceEditResult, { description: 'Admin edit: auto-approved, lastEditedBy admin, reason required' })
  adminEditInvoice(@Arg('input') input: AdminEditInvoiceInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.edit(viewer, input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Delete an unpaid invoice and its line items' })
  adminDeleteInvoice(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.delete(viewer, id);
  }

  @Authorized('admin')
  @Mutation(() => Invoice, { description: 'Approve a worker\'s invoice waiting for approval' })
  adminApproveInvoice(@Arg('id', () => ID) id: string, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext) {
    return services.invoiceAdmin.approve(viewer, id);
  }
}
