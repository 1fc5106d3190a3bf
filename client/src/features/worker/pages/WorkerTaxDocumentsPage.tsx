import { WorkerInfoPage } from '../components/WorkerInfoPage';
import { workerIntros } from '../intros';

/** /worker-tax-documents: Tax Documents. */
export default function WorkerTaxDocumentsPage() {
  return <WorkerInfoPage intro={workerIntros.taxDocuments} items={['Form 1099-NEC is issued by January 31 for the previous year when you earned $600 or more', 'Your earnings page shows every payout by job and month', 'Keep receipts for materials and mileage ($0.67 per mile on invoices)']} />;
}
