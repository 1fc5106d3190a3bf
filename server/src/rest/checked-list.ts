/**
 * A list answer whose items are already JSON, as UTF-8 bytes, each checked against the
 * route's item schema when it was made (rest/open-queue-answer.ts): rest/mount.ts writes it
 * as it is, as the plain array or as a page of it, without parsing, checking or encoding it
 * again.
 */
export class CheckedJsonList {
  constructor(readonly items: readonly Buffer[]) {}

  /** The plain array. */
  arrayBody(): Buffer {
    return joined('[', this.items, ']');
  }

  /** A page of it ({items, total, nextCursor}, as rest/paging.ts pageFrom gives it). */
  pageBody(page: { items: readonly Buffer[]; total: number; nextCursor: string | null }): Buffer {
    return joined('{"items":[', page.items, `],"total":${page.total},"nextCursor":${JSON.stringify(page.nextCursor)}}`);
  }
}

const COMMA = Buffer.from(',');

function joined(before: string, items: readonly Buffer[], after: string): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}
