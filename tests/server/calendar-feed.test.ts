import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import pino from 'pino';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { errorOf, makeApprovedWorker, makeRequest } from '../support/worker-fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';
import { DEFAULT_VISIT_MINUTES } from '../../server/src/modules/calendar/visit-event';
import { graphql } from '../gql';

/**
 * Private calendar feeds and single-visit downloads, read back with a real iCalendar parser
 * (ical.js): what a calendar program would show.
 */

let app: TestApp;
let worker: string; // worker@demo.elite: House Cleaning, 37203
let worker2: string; // worker2@demo.elite: lawn and pool
let client: string; // client@demo.elite
let client2: string;
let admin: string;
/** The app's log lines (info and up), to check that feed tokens stay out of them. */
const logLines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(chunk.toString()), done()) });
  app = await startTestApp({ seed: true, log: pino({ level: 'info' }, sink) });
  [worker, worker2, client, client2, admin] = await Promise.all(['worker', 'worker2', 'client', 'client2', 'admin'].map((w) => signIn(app, `${w}@demo.elite`)));
});
afterAll(() => app.close());

const FEED = graphql(`query CalendarFeedUrl { myCalendarFeed { url } }`);
const RESET = graphql(`mutation CalendarFeedReset { resetCalendarFeed { url } }`);
const ACCEPT = graphql(`mutation CalendarAcceptJob($id: ID!) { acceptJob(requestId: $id) { id status } }`);
const SCHEDULE = graphql(`mutation CalendarScheduleJob($id: ID!, $at: String!) { scheduleJob(requestId: $id, scheduledAt: $at) { id scheduledAt } }`);
const CANCEL = graphql(`mutation CalendarCancelRequest($id: ID!) { cancelServiceRequest(id: $id) { id status } }`);

async function feedUrl(token: string): Promise<string> {
  const r = await app.gql(FEED, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data!.myCalendarFeed.url;
}

/** The public feed path of an address from myCalendarFeed, on the test server. */
const local = (url: string) => `${app.url}${new URL(url).pathname}`;

interface Visit {
  uid: string;
  sequence: number;
  summary: string;
  location: string | null;
  url: string | null;
  status: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
}

/** A calendar's events as ical.js reads them. */
function parse(text: string): { calendar: ICAL.Component; visits: Visit[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const visits = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      sequence: e.sequence,
      summary: e.summary,
      location: e.location ?? null,
      url: (c.getFirstPropertyValue('url') as string | null) ?? null,
      status: (c.getFirstPropertyValue('status') as string | null) ?? null,
      start: e.startDate,
      end: e.endDate,
    };
  });
  return { calendar, visits };
}

async function readFeed(url: string) {
  const res = await fetch(local(url));
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), ...(res.status === 200 ? parse(text) : { calendar: null, visits: [] as Visit[] }) };
}

const visitOf = (visits: Visit[], id: number) => visits.find((v) => v.uid.startsWith(`service-request-${id}@`));

/** A cleaning job of client@demo.elite, accepted by worker@demo.elite and scheduled at `at` (Central time). */
async function scheduledJob(at: string, title: string): Promise<number> {
  const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title });
  expect((await app.gql(ACCEPT, { id: String(id) }, worker)).errors).toBeUndefined();
  expect((await app.gql(SCHEDULE, { id: String(id), at }, worker)).errors).toBeUndefined();
  return id;
}

describe("a worker's and a client's calendar feeds", () => {
  it("holds the worker's scheduled job at the right time in America/Chicago, with the address, the duration and a link to the job", async () => {
    const id = await scheduledJob('2027-07-15 09:30', 'Summer deep clean');
    const feed = await readFeed(await feedUrl(worker));
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const zone = feed.calendar!.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    const visit = visitOf(feed.visits, id)!;
    expect(visit).toBeDefined();
    expect(visit.start.zone?.tzid).toBe('America/Chicago');
    expect([visit.start.year, visit.start.month, visit.start.day, visit.start.hour, visit.start.minute]).toEqual([2027, 7, 15, 9, 30]);
    // 9:30 CDT (UTC-5) is 14:30 UTC; in winter the same wall time is an hour later in UTC.
    expect(visit.start.toJSDate().toISOString()).toBe('2027-07-15T14:30:00.000Z');
    expect(visit.end.subtractDate(visit.start).toSeconds()).toBe(DEFAULT_VISIT_MINUTES * 60);
    expect(visit.summary).toContain('Summer deep clean');
    expect(visit.location).toBe('1 Test St, Nashville, TN 37203');
    expect(visit.url).toBe(new URL(`/worker-active-jobs?job=${id}`, app.config.publicUrl).toString());
    expect(visit.status).toBe('CONFIRMED');

    const winter = await scheduledJob('2027-01-15 14:00', 'Winter clean');
    await app.orm.em.fork().nativeUpdate(ServiceRequest, { id: winter }, { estimatedDuration: 90 });
    const w = visitOf((await readFeed(await feedUrl(worker))).visits, winter)!;
    expect(w.start.toJSDate().toISOString()).toBe('2027-01-15T20:00:00.000Z');
    expect(w.end.subtractDate(w.start).toSeconds()).toBe(90 * 60);
  });

  it("gives the client the same visit (same UID) with their own link, and the address of their request", async () => {
    const id = await scheduledJob('2027-03-02 08:00', 'Spring clean');
    const mine = visitOf((await readFeed(await feedUrl(worker))).visits, id)!;
    const theirs = visitOf((await readFeed(await feedUrl(client))).visits, id)!;
    expect(theirs.uid).toBe(mine.uid);
    expect(theirs.start.toJSDate().toISOString()).toBe(mine.start.toJSDate().toISOString());
    expect(theirs.location).toBe('1 Test St, Nashville, TN 37203');
    expect(theirs.url).toBe(new URL(`/request-status?request=${id}`, app.config.publicUrl).toString());
  });

  it('keeps the UID and raises SEQUENCE when the visit moves; a cancelled visit is STATUS:CANCELLED in both feeds', async () => {
    const id = await scheduledJob('2027-04-10 10:00', 'Move-out clean');
    const before = visitOf((await readFeed(await feedUrl(worker))).visits, id)!;
    expect((await app.gql(SCHEDULE, { id: String(id), at: '2027-04-12 15:00' }, worker)).errors).toBeUndefined();
    const moved = visitOf((await readFeed(await feedUrl(worker))).visits, id)!;
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect([moved.start.day, moved.start.hour]).toEqual([12, 15]);

    expect((await app.gql(CANCEL, { id: String(id) }, client)).errors).toBeUndefined();
    for (const token of [worker, client]) {
      const cancelled = visitOf((await readFeed(await feedUrl(token))).visits, id)!;
      expect(cancelled.uid).toBe(before.uid);
      expect(cancelled.status).toBe('CANCELLED');
      expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    }
  });
});

describe('what a feed shows, and to whom', () => {
  it("never shows someone else's jobs: another worker's and another client's feeds lack them", async () => {
    const id = await scheduledJob('2027-05-05 11:00', 'Private clean');
    expect(visitOf((await readFeed(await feedUrl(worker2))).visits, id)).toBeUndefined();
    expect(visitOf((await readFeed(await feedUrl(client2))).visits, id)).toBeUndefined();
    expect(await feedUrl(worker2)).not.toBe(await feedUrl(worker));
  });

  it("shows an open job's street only once the worker has taken it; a worker who may only see it in the queue gets its area", async () => {
    // A paid open job in the worker's category and radius, with a time on it (a visit time kept from before).
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Open clean' });
    await app.orm.em.fork().nativeUpdate(ServiceRequest, { id }, { scheduledAt: new Date('2027-06-01T15:00:00Z') });
    expect(visitOf((await readFeed(await feedUrl(worker))).visits, id)).toBeUndefined();
    const asOpen = await fetch(`${app.url}/api/service-requests/${id}/calendar.ics`, { headers: { authorization: `Bearer ${worker}` } });
    expect(asOpen.status).toBe(200);
    const open = parse(await asOpen.text()).visits;
    expect(open).toHaveLength(1);
    expect(open[0].location).toBe('Nashville, TN 37203');

    expect((await app.gql(ACCEPT, { id: String(id) }, worker)).errors).toBeUndefined();
    const taken = visitOf((await readFeed(await feedUrl(worker))).visits, id)!;
    expect(taken.location).toBe('1 Test St, Nashville, TN 37203');
  });

  it("keeps the feed's token out of the request log", async () => {
    const url = await feedUrl(client);
    const token = new URL(url).pathname.slice('/calendar/'.length, -'.ics'.length);
    expect((await readFeed(url)).status).toBe(200);
    expect(logLines.some((l) => l.includes('"path":"/calendar/[token].ics"'))).toBe(true);
    expect(logLines.filter((l) => l.includes(token))).toEqual([]);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const mine = new URL(await feedUrl(client)).pathname;
    const userId = /^\/calendar\/(\d+)\./.exec(mine)![1];
    // A well-formed token of a real user with a made-up signature, another user's signature under this user's id, and malformed ones.
    const other = new URL(await feedUrl(worker)).pathname.split('.')[1];
    for (const path of [`/calendar/${userId}.${'A'.repeat(43)}.ics`, `/calendar/${userId}.${other}.ics`, `/calendar/${'A'.repeat(43)}.ics`, '/calendar/nope.ics', mine.replace(/\.ics$/, '')]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(404);
    }
  });

  it('is for clients and workers: an admin has none', async () => {
    expect(errorOf(await app.gql(FEED, {}, admin)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(FEED, {})).code).toBe('UNAUTHENTICATED');
  });
});

describe('resetting the feed address', () => {
  it('gives a new address; the old one answers 404, the new one has the visits', async () => {
    const fresh = await makeApprovedWorker(app, { email: 'calendar-reset@example.com', categories: ['House Cleaning'] });
    const id = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'Reset clean' });
    expect((await app.gql(ACCEPT, { id: String(id) }, fresh.token)).errors).toBeUndefined();
    expect((await app.gql(SCHEDULE, { id: String(id), at: '2027-08-08 13:00' }, fresh.token)).errors).toBeUndefined();
    const old = await feedUrl(fresh.token);
    expect(await feedUrl(fresh.token)).toBe(old); // the same address each time it is asked for
    expect(new URL(old).pathname).toMatch(/^\/calendar\/\d+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(visitOf((await readFeed(old)).visits, id)).toBeDefined();

    const reset = await app.gql(RESET, {}, fresh.token);
    expect(reset.errors).toBeUndefined();
    const next = reset.data!.resetCalendarFeed.url;
    expect(next).not.toBe(old);
    expect((await readFeed(old)).status).toBe(404);
    expect(visitOf((await readFeed(next)).visits, id)).toBeDefined();
    expect(await feedUrl(fresh.token)).toBe(next);
  });

  it('has REST twins: GET /api/calendar-feed and POST /api/calendar-feed/reset', async () => {
    const auth = { authorization: `Bearer ${client2}` };
    const got = (await (await fetch(`${app.url}/api/calendar-feed`, { headers: auth })).json()) as { url: string };
    expect(got.url).toBe(await feedUrl(client2));
    const res = await fetch(`${app.url}/api/calendar-feed/reset`, { method: 'POST', headers: auth });
    expect(res.status).toBe(200);
    const reset = (await res.json()) as { url: string };
    expect(reset.url).not.toBe(got.url);
    expect((await readFeed(got.url)).status).toBe(404);
    expect((await readFeed(reset.url)).status).toBe(200);
  });
});

describe('"Add to calendar": one visit as an .ics file', () => {
  it('downloads the visit for its client and its worker, refuses others, and waits for a scheduled time', async () => {
    const id = await scheduledJob('2027-09-09 09:00', 'One visit');
    for (const token of [client, worker]) {
      const res = await fetch(`${app.url}/api/service-requests/${id}/calendar.ics`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="visit-${id}.ics"`);
      const { calendar, visits } = parse(await res.text());
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
      expect(visits).toHaveLength(1);
      expect(visits[0].uid).toBe(visitOf((await readFeed(await feedUrl(token))).visits, id)!.uid);
      expect(visits[0].start.toJSDate().toISOString()).toBe('2027-09-09T14:00:00.000Z');
    }
    expect((await fetch(`${app.url}/api/service-requests/${id}/calendar.ics`, { headers: { authorization: `Bearer ${client2}` } })).status).toBe(403);
    expect((await fetch(`${app.url}/api/service-requests/${id}/calendar.ics`)).status).toBe(401);
    const unscheduled = await makeRequest(app, { category: 'House Cleaning', zip: '37203', title: 'No time yet' });
    expect((await fetch(`${app.url}/api/service-requests/${unscheduled}/calendar.ics`, { headers: { authorization: `Bearer ${client}` } })).status).toBe(409);
    expect((await fetch(`${app.url}/api/service-requests/99999999/calendar.ics`, { headers: { authorization: `Bearer ${client}` } })).status).toBe(404);
  });

  it('is described in the OpenAPI document with the feed routes', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
    for (const [path, method] of [['/api/calendar-feed', 'get'], ['/api/calendar-feed/reset', 'post'], ['/calendar/{token}.ics', 'get'], ['/api/service-requests/{id}/calendar.ics', 'get']]) {
      expect(doc.paths[path]?.[method]).toBeDefined();
    }
    expect(Object.keys(doc.paths['/calendar/{token}.ics'].get.responses['200'].content!)).toEqual(['text/calendar']);
  });
});
