/**
 * Module calendar: calendar feeds and files of scheduled visits.
 * Owns: calendar_feeds (one private feed address per user, revoked by a new nonce), the feed's
 * token (calendar-feed-token.ts), the iCalendar text (ics.ts) and a visit as an event
 * (visit-event.ts: what the client, the worker and an admin each see of it).
 * Words: a visit's audience (VisitAudience).
 * Entry points: CalendarFeedService (myFeed, reset, feedText for GET /calendar/{token}.ics, visitFile).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarFeed } from './calendar-feed.entity';
import { FIRST_NONCE, feedToken, feedTokenUser, feedUrl, isCurrentToken, newFeedNonce } from './calendar-feed-token';
import { calendarText } from './ics';
import { visitEvent, type VisitAudience } from './visit-event';
import type { CalendarFeedAddress } from './calendar-feed.types';
import { ServiceRequest } from '../requests/service-request.entity';
import { Client } from '../clients/client.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Role, User } from '../users/user.entity';
import type { Viewer } from '../auth/viewer';
import { assertCanViewRequest, isRequestClient, isRequestWorker, seesOnlyAsOpenJob, type RequestParty } from '../requests/request-access';
import { conflict, forbidden, notFound } from '../../shared/errors';

/** A feed holds visits scheduled from this many days ago on ... */
export const FEED_PAST_DAYS = 180;
/** ... at most this many (the latest). */
export const FEED_MAX_EVENTS = 500;

const NOT_FOUND = 'Calendar feed';

/**
 * Private calendar feeds and single-visit downloads. A client's feed has the visits of their
 * requests; a worker's the visits of the jobs assigned to them (a person who is both gets
 * both). A visit is a request with a scheduled time; a cancelled one stays, STATUS:CANCELLED.
 */
export class CalendarFeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
  ) {}

  /** The viewer's feed address (reading it writes nothing). Clients and workers only. */
  async myFeed(viewer: Viewer): Promise<CalendarFeedAddress> {
    assertHasVisits(viewer);
    return { url: feedUrl(this.publicUrl, feedToken(viewer.userId, await this.nonceOf(viewer.userId))) };
  }

  /** A new address for the viewer's feed; the old one answers 404 from now on. */
  async reset(viewer: Viewer): Promise<CalendarFeedAddress> {
    assertHasVisits(viewer);
    const nonce = newFeedNonce();
    const now = new Date();
    // One row a person, whoever resets first: a concurrent reset is the last word.
    await this.em.execute(
      `insert into calendar_feeds (user_id, nonce, created_at, reset_at) values (?, ?, ?, ?)
       on conflict (user_id) do update set nonce = excluded.nonce, reset_at = excluded.reset_at`,
      [viewer.userId, nonce, now, now],
    );
    return { url: feedUrl(this.publicUrl, feedToken(viewer.userId, nonce)) };
  }

  /** The feed a token opens, as iCalendar text; NOT_FOUND for an unknown, reset or malformed token. */
  async feedText(token: string): Promise<string> {
    const userId = feedTokenUser(token);
    if (userId === null) throw notFound(NOT_FOUND);
    const user = await this.em.findOne(User, { id: userId });
    if (!user || user.role === Role.admin || !isCurrentToken(token, userId, await this.nonceOf(userId))) throw notFound(NOT_FOUND);
    const party = await this.partyOf(user);
    const mine = [...(party.clientId !== null ? [{ client: party.clientId }] : []), ...(party.providerId !== null ? [{ provider: party.providerId }] : [])];
    const visits = mine.length
      ? await this.em.find(ServiceRequest, { scheduledAt: { $ne: null, $gte: new Date(Date.now() - FEED_PAST_DAYS * 86_400_000) }, $or: mine }, { orderBy: { scheduledAt: 'desc', id: 'desc' }, limit: FEED_MAX_EVENTS })
      : [];
    const events = visits.reverse().map((r) => this.event(r, party, isRequestClient(party, r) ? 'client' : 'worker'));
    return calendarText(events, { name: `Elite Services visits (${user.fullName})` });
  }

  /** The nonce of the user's feed: its last reset's, else the first. */
  private async nonceOf(userId: number): Promise<string> {
    const feed = await this.em.findOne(CalendarFeed, { user: userId }, { fields: ['nonce'] });
    return feed?.nonce ?? FIRST_NONCE;
  }

  /** One visit as an .ics file, for whoever may see the request; CONFLICT while it has no scheduled time. */
  async visitFile(viewer: Viewer, requestId: number): Promise<{ filename: string; text: string }> {
    const r = await this.em.findOne(ServiceRequest, { id: requestId });
    if (!r) throw notFound('Service request');
    assertCanViewRequest(viewer, r);
    if (!r.scheduledAt) throw conflict('This request has no scheduled visit yet');
    const audience: VisitAudience = isRequestClient(viewer, r) ? 'client' : isRequestWorker(viewer, r) || viewer.sessionRole !== 'admin' ? 'worker' : 'admin';
    return { filename: `visit-${r.id}.ics`, text: calendarText([this.event(r, viewer, audience)]) };
  }

  private event(r: ServiceRequest, party: RequestParty, audience: VisitAudience) {
    return visitEvent(r as ServiceRequest & { scheduledAt: Date }, { audience, showStreet: !seesOnlyAsOpenJob(party, r), publicUrl: this.publicUrl });
  }

  /** The feed owner as a party to requests: their client profile and their worker profile, now. */
  private async partyOf(user: User): Promise<RequestParty> {
    const client = await this.em.findOne(Client, { user: user.id }, { fields: ['id'] });
    const provider = await this.em.findOne(ServiceProvider, { user: user.id }, { fields: ['id'] });
    return { sessionRole: user.role === Role.worker ? 'worker' : 'client', clientId: client?.id ?? null, providerId: provider?.id ?? null };
  }
}

function assertHasVisits(viewer: Viewer): void {
  if (viewer.sessionRole === 'admin' || (viewer.clientId === null && viewer.providerId === null)) throw forbidden('Calendar feeds are for clients and workers');
}
