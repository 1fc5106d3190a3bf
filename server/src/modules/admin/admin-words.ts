import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const SEARCH_RESULT_KINDS = ['request', 'client', 'provider'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];
export const SearchResultKindEnum = wordEnum(SEARCH_RESULT_KINDS);
registerEnumType(SearchResultKindEnum, { name: 'SearchResultKind', description: "What an admin search result is" });
