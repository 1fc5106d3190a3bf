import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';
import { LINE_ITEM_TYPES_LIST } from '../../domain/invoice-types';

export const INVOICE_STATUSES = ['sent', 'pending_approval', 'approved'] as const;
export const InvoiceStatusEnum = wordEnum(INVOICE_STATUSES);
registerEnumType(InvoiceStatusEnum, { name: 'InvoiceStatus', description: "An invoice's approval state" });

export const LineItemTypeEnum = wordEnum(LINE_ITEM_TYPES_LIST);
registerEnumType(LineItemTypeEnum, { name: 'LineItemType', description: 'What an invoice line bills' });

export const INVOICE_EDITORS = ['worker', 'admin'] as const;
export type InvoiceEditor = (typeof INVOICE_EDITORS)[number];
export const InvoiceEditorEnum = wordEnum(INVOICE_EDITORS);
registerEnumType(InvoiceEditorEnum, { name: 'InvoiceEditor', description: 'Who last edited an invoice' });
