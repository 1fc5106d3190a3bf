import type { RouteContext } from './define';
import { RequestOut } from './schemas';
import { requestsJson } from './shape';
import { conformingAnswer } from './answer-check';
import { restQueueProjection } from './open-queue-columns';
import { CheckedJsonList } from './checked-list';
import { seesOnlyAsOpenJob } from '../modules/requests/request-access';
import { REST_LIST_MAX, allItems } from '../shared/paging';
import type { OpenJobDigest } from '../modules/jobs/open-queue';

/** How many shaped open jobs a process keeps (about 1.3 KB each), the oldest dropped first. */
const MAX_KEPT = 5_000;

/**
 * Open jobs already shaped as RequestOut JSON (UTF-8), by request id and digest. Every worker who
 * sees a job in the open queue sees the same item (an open job shows no distance and nothing
 * of the viewer), and the digest covers every row the item is made of (open-queue.ts), so a
 * kept text stands exactly as long as those rows are unchanged: nothing needs to be told of a
 * change, in this process or another. One map per ORM.
 */
const keptByOrm = new WeakMap<object, Map<string, Buffer>>();

function keptOf(ctx: RouteContext): Map<string, Buffer> {
  const storage = ctx.em.getMetadata();
  let kept = keptByOrm.get(storage);
  if (!kept) keptByOrm.set(storage, (kept = new Map()));
  return kept;
}

const keyOf = (d: OpenJobDigest) => `${d.id}:${d.digest}`;

/**
 * The worker's open queue as GET /api/service-requests?status=pending answers it: the page's
 * digests (one statement), then the rows of the jobs not already shaped (one more statement
 * when there are any), shaped and checked as every REST answer is (rest/shape.ts,
 * rest/answer-check.ts). Jobs that left the queue between the two statements are left out.
 */
export async function openQueueAnswer(ctx: RouteContext, limit: number | undefined): Promise<CheckedJsonList> {
  const kept = keptOf(ctx);
  const digests = await allItems((page) => ctx.services.openJobs.openJobDigests(ctx.me, page), limit ?? REST_LIST_MAX);
  const texts = new Map<number, Buffer>();
  const missing: number[] = [];
  for (const d of digests) {
    const text = kept.get(keyOf(d));
    if (text === undefined) missing.push(d.id);
    else texts.set(d.id, text);
  }
  if (missing.length > 0) {
    const read = await ctx.services.openJobs.openJobsByIds(ctx.me, missing, restQueueProjection(ctx.em));
    const shaped = await requestsJson(ctx.em, read.map(({ item }) => item.request), {
      viewer: ctx.me,
      known: { categories: read.map(({ item }) => item.category), clients: read.map(({ item }) => item.client) },
    });
    read.forEach(({ item, digest }, i) => {
      const text = Buffer.from(JSON.stringify(conformingAnswer(RequestOut, shaped[i], 'GET /api/service-requests, an open job')));
      texts.set(item.request.id, text);
      // Only an open job's item is the same for every worker (a worker's own request shows them more).
      if (seesOnlyAsOpenJob(ctx.me, item.request)) keep(kept, keyOf({ id: item.request.id, digest }), text);
    });
  }
  return new CheckedJsonList(digests.flatMap((d) => texts.get(d.id) ?? []));
}

function keep(kept: Map<string, Buffer>, key: string, text: Buffer): void {
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, text);
}
