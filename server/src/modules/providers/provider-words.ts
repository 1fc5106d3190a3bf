import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const BANK_ACCOUNT_KINDS = ['checking', 'savings'] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];
export const BankAccountKindEnum = wordEnum(BANK_ACCOUNT_KINDS);
registerEnumType(BankAccountKindEnum, { name: 'BankAccountKind', description: 'A checking or savings account' });
