import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Invoice } from '../../../modules/invoices/invoice.entity';
import { InvoiceLineItem } from '../../../modules/invoices/invoice.entity';
import { CreateJobInvoiceInput, EditJobInvoiceInput, InvoiceLineInput, InvoicePreview } from '../../../modules/invoices/job-invoice.types';
import type { AppContext } from '../../context';
import { CurrentViewer } from '../../current-viewer';
import type { Viewer } from '../../../modules/auth/viewer';

const id = (value: string) => Number(value) || 0;

/** The worker's invoice operations and the one line pricer; rules in InvoiceService. */
@Resolver(() => Invoice)
export class JobInvoiceResolver {
  @Authorized('worker', 'admin')
  @Query(() => InvoicePreview, { description: "The server's pricing of invoice lines (each line, subtotal, fees, tax, total) as an invoice of them would store them; the worker on the job or an admin; changes nothing" })
  priceInvoiceLines(@Arg('requestId', () => ID) requestId: string, @Arg('lineItems', () => [InvoiceLineInput]) lineItems: InvoiceLineInput[], @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<InvoicePreview> {
    return services.invoices.price(viewer, id(requestId), lineItems);
  }

  @Authorized('worker')
  @Mutation(() => Invoice, { description: 'Create the job\'s invoice (status pending_approval, number INV-{requestId}-{year})' })
  createJobInvoice(@Arg('input') input: CreateJobInvoiceInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Invoice> {
    return services.invoices.create(viewer, { requestId: id(input.requestId), lineItems: input.lineItems, notes: input.notes });
  }

  @Authorized('worker')
  @Mutation(() => Invoice, { description: 'The worker edits their invoice; a reason is required and it needs admin approval again' })
  editJobInvoice(@Arg('input') input: EditJobInvoiceInput, @CurrentViewer() viewer: Viewer, @Ctx() { services }: AppContext): Promise<Invoice> {
    return services.invoices.edit(viewer, { invoiceId: id(input.invoiceId), lineItems: input.lineItems, notes: input.notes, editReason: input.editReason, expectedVersion: input.expectedVersion });
  }

  @FieldResolver(() => [InvoiceLineItem], { description: 'The lines, in order' })
  async lineItems(@Root() invoice: Invoice): Promise<InvoiceLineItem[]> {
    const items = await invoice.lineItems.load();
    return items.getItems().sort((a, b) => a.position - b.position);
  }
}
