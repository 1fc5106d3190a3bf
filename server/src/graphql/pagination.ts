import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageInfo as PageEnd } from '../shared/paging';

/**
 * The GraphQL shape of a page (shared/paging.ts makes the pages), one for every list that can grow:
 *   someList(first: Int = 50, after: String): XConnection { items [X!]!  pageInfo { hasNextPage endCursor } }
 */
@ObjectType({ description: 'Where a page ends: pass endCursor as `after` for the next page', simpleResolvers: true })
export class PageInfo implements PageEnd {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}` })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  after?: string | null;
}

const connections = new Map<ClassType, ClassType>();

/** The connection object type of one item type (`ServiceRequest` -> `ServiceRequestConnection`), made once. */
export function Connection<T extends object>(item: ClassType<T>, name: string = item.name): ClassType<Page<T>> {
  const known = connections.get(item);
  if (known) return known as ClassType<Page<T>>;
  @ObjectType(`${name}Connection`, { description: `A page of ${name}`, simpleResolvers: true })
  class ConnectionType implements Page<T> {
    @Field(() => [item]) items!: T[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  connections.set(item, ConnectionType);
  return ConnectionType;
}
