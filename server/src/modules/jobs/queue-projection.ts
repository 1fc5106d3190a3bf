import type { Properties } from '../../db/read-model';

/** The columns one open-queue page reads of each request, its category and its client (null: all of them). */
export interface QueueProjection {
  request: Properties;
  category: Properties;
  client: Properties;
}

/** Every column but the street (open-queue.ts): the REST list and the live queue events serve whole rows. */
export const WHOLE_ROWS: QueueProjection = { request: null, category: null, client: null };
