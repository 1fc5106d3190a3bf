/**
 * Module requests: service requests.
 * Owns: service_requests and their activity, the request status machine's writes
 * (request-writes.ts: transitionStatus, one conditional writer), who may see a request
 * (request-access.ts), worker eligibility (eligibility.ts) and the open-job rule
 * (open-job.ts), each in TypeScript, ORM and SQL forms held equal by tests; the live lists
 * (request-lists.ts) and request events (request-events.ts).
 * Words: request-words.ts (statuses, time windows), domain/request-status.ts.
 * Entry points: RequestCreationService (this file), ClientRequestChangesService (edit, cancel,
 * notes), ClientRequestListsService, canViewRequest, isOpenJob / openJobFilter / openJobSql.
 */
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { formatDollars } from '../../domain/money';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { Activity } from './activity.entity';
import type { CreateRequestInput } from './request.types';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import type { Notification } from '../notifications/notification.entity';
import { enqueueAfterCommit } from '../outbox/outbox';
import { requireServedZip } from './request-area';
import { Place, type CompletePlace } from '../../domain/place';
import { PRIORITIES, type Priority } from '../../domain/request-status';
import { Validator, clean, isEmail, isHhMm, isPhone, isUsState } from '../../shared/validate';
import { forbidden, isUniqueViolation } from '../../shared/errors';
import { requestNumber } from '../../domain/request-number';
import { TIME_WINDOWS, earliestToday, finalTitle, isRealDate } from './request-input';
import { Series } from './series.entity';
import type { RecurrenceInput } from './series.types';
import { RECURRENCE_FREQUENCIES, SERIES_MAX_VISITS, SERIES_MIN_VISITS, seriesTotal, type RecurrenceFrequency } from '../../domain/recurrence';

/**
 * A recurrence as the client sent it, checked against the first visit's date: each fault
 * names its field (recurrence.frequency, recurrence.count, recurrence.until). Returns the
 * series' number of visits, or null when the request does not repeat.
 */
export function checkRecurrence(v: Validator, rec: RecurrenceInput | null | undefined, firstDate: string | null, hasTime: boolean): number | null {
  if (rec === null || rec === undefined) return null;
  const freq = rec.frequency as string;
  const known = (RECURRENCE_FREQUENCIES as readonly string[]).includes(freq);
  v.check(known, 'recurrence.frequency', 'Choose weekly, every two weeks or monthly');
  v.check(!!firstDate && hasTime, 'preferredDate', 'A repeating visit needs a preferred date and time for its first visit');
  const hasCount = rec.count !== null && rec.count !== undefined;
  const until = clean(rec.until);
  v.check(hasCount || !!until, 'recurrence.count', 'Choose a number of visits or an end date');
  v.check(!(hasCount && until), 'recurrence.until', 'Choose either a number of visits or an end date, not both');
  if (hasCount) v.check(Number.isSafeInteger(rec.count) && rec.count! >= SERIES_MIN_VISITS && rec.count! <= SERIES_MAX_VISITS, 'recurrence.count', `A series has ${SERIES_MIN_VISITS} to ${SERIES_MAX_VISITS} visits`);
  if (until && !hasCount) {
    const real = isRealDate(until);
    v.check(real, 'recurrence.until', 'End date must be a date (YYYY-MM-DD)');
    if (real && known && firstDate && isRealDate(firstDate)) {
      v.check(until > firstDate, 'recurrence.until', 'End date must be after the first visit');
      const n = seriesTotal(firstDate, freq as RecurrenceFrequency, { until });
      v.check(until <= firstDate || n >= SERIES_MIN_VISITS, 'recurrence.until', `The end date leaves fewer than ${SERIES_MIN_VISITS} visits`);
      v.check(n <= SERIES_MAX_VISITS, 'recurrence.until', `A series has at most ${SERIES_MAX_VISITS} visits: choose an earlier end date`);
      return n;
    }
    return null;
  }
  return hasCount ? Number(rec.count) : null;
}

/** A client's new request (the wizard): validated, in the service area, unpaid until the consultation fee is paid. */
export class RequestCreationService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * The client record requests belong to. A worker (approved or pending) may request
   * services too: their client record is made on their first request.
   */
  private async clientIdForNewRequest(viewer: Viewer): Promise<number> {
    if (viewer.clientId !== null) return viewer.clientId;
    if (viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    const existing = await this.em.findOne(Client, { user: viewer.user.id });
    if (existing) return existing.id;
    const u = viewer.user;
    const c = this.em.create(Client, { user: u.id, name: u.fullName, email: u.email, phone: u.phone });
    try {
      await this.em.flush();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      this.em.clear();
      return (await this.em.findOneOrFail(Client, { user: u.id })).id;
    }
    viewer.clientId = c.id;
    return c.id;
  }

  async create(viewer: Viewer, input: CreateRequestInput): Promise<ServiceRequest> {
    if (viewer.clientId === null && viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    // An ID: GraphQL sends text ("3"), REST a number.
    const categoryId = Number(input.categoryId);
    const category = Number.isSafeInteger(categoryId) && categoryId > 0 ? await this.em.findOne(ServiceCategory, { id: categoryId }) : null;
    const same = !!input.sameAddress;
    const svc = {
      address: same ? clean(input.contactAddress) : clean(input.serviceAddress),
      city: same ? clean(input.contactCity) : clean(input.serviceCity),
      state: same ? clean(input.contactState) : clean(input.serviceState) ?? 'TN',
      zip: same ? clean(input.contactZipCode) : clean(input.serviceZipCode),
    };
    const zipPath = same ? 'contactZipCode' : 'serviceZipCode';
    const v = new Validator()
      .check(!!category, 'categoryId', 'Please choose a service category')
      .required(input.title, 'title', 'Please choose a service type')
      .maxLength(input.title, 150, 'title', 'Service type')
      .maxLength(finalTitle(input.title ?? '', input.customTitle), 200, 'customTitle', 'Title')
      .required(input.description, 'description', 'Description is required')
      .maxLength(input.description, 5000, 'description', 'Description')
      .required(input.contactName, 'contactName', 'Name is required')
      .maxLength(input.contactName, 200, 'contactName', 'Name')
      .required(input.contactPhone, 'contactPhone', 'Phone is required')
      .check(!clean(input.contactPhone) || isPhone(input.contactPhone), 'contactPhone', 'Please enter a valid phone number')
      .required(input.contactEmail, 'contactEmail', 'Email is required')
      .check(!clean(input.contactEmail) || isEmail(input.contactEmail), 'contactEmail', 'Please enter a valid email address')
      .required(input.contactAddress, 'contactAddress', 'Street address is required')
      .maxLength(input.contactAddress, 300, 'contactAddress', 'Street address')
      .required(input.contactCity, 'contactCity', 'City is required')
      .maxLength(input.contactCity, 100, 'contactCity', 'City')
      .check(isUsState(input.contactState), 'contactState', 'Please choose a state')
      .required(input.contactZipCode, 'contactZipCode', 'ZIP code is required')
      .check(!clean(input.contactZipCode) || /^\d{5}$/.test(input.contactZipCode.trim()), 'contactZipCode', 'ZIP code must be 5 digits');
    if (!same) {
      v.required(svc.address, 'serviceAddress', 'Service address is required')
        .maxLength(svc.address, 300, 'serviceAddress', 'Service address')
        .required(svc.city, 'serviceCity', 'Service city is required')
        .maxLength(svc.city, 100, 'serviceCity', 'Service city')
        .check(isUsState(svc.state), 'serviceState', 'Please choose a state')
        .required(svc.zip, 'serviceZipCode', 'Service ZIP code is required')
        .check(!svc.zip || /^\d{5}$/.test(svc.zip), 'serviceZipCode', 'ZIP code must be 5 digits');
    }
    const needsSchedule = category?.requiresScheduling ?? false;
    const date = clean(input.preferredDate);
    const time = clean(input.preferredTime);
    const specific = clean(input.specificTime);
    if (needsSchedule) {
      v.required(date, 'preferredDate', 'Preferred date is required').required(time, 'preferredTime', 'Preferred time is required');
    }
    if (date) v.check(isRealDate(date), 'preferredDate', 'Preferred date must be a date').check(!isRealDate(date) || date >= earliestToday(), 'preferredDate', 'Preferred date cannot be in the past');
    if (time) v.check((TIME_WINDOWS as readonly string[]).includes(time) || isHhMm(time), 'preferredTime', 'Choose morning, afternoon, evening or a specific time');
    if (time === 'specific') v.required(specific, 'specificTime', 'Specific time is required');
    if (specific) v.check(isHhMm(specific), 'specificTime', 'Time must be HH:MM');
    v.maxLength(input.alternativeTime1, 100, 'alternativeTime1', 'Alternative time')
      .maxLength(input.alternativeTime2, 100, 'alternativeTime2', 'Alternative time')
      .maxLength(input.notes, 2000, 'notes', 'Notes')
      .word(input.priority, PRIORITIES, 'priority', `Priority must be one of ${PRIORITIES.join(', ')}`);
    const seriesVisits = checkRecurrence(v, input.recurrence, date, !!time);
    v.throwIfInvalid();
    requireServedZip(svc.zip, zipPath);

    const payLater = !!input.payLater;
    const clientId = await this.clientIdForNewRequest(viewer);
    const { request } = await this.em.transactional(async (em) => {
      const rec = input.recurrence;
      const series =
        rec && seriesVisits !== null
          ? em.create(Series, {
              client: clientId,
              frequency: rec.frequency,
              count: rec.count ?? null,
              until: rec.count ? null : clean(rec.until),
              total: seriesVisits,
              anchorDate: date!,
              preferredTime: time!,
              specificTime: time === 'specific' ? specific : null,
            })
          : null;
      const request = em.create(ServiceRequest, {
        series,
        seriesPosition: series ? 1 : null,
        title: finalTitle(input.title, input.customTitle),
        serviceTypeName: input.title.trim(),
        description: input.description.trim(),
        category: category!.id,
        client: clientId,
        priority: (input.priority as Priority) ?? 'normal',
        clientName: input.contactName.trim(),
        address: Place.locate({ street: svc.address, city: svc.city, state: svc.state, zipCode: svc.zip }) as CompletePlace,
        preferredDate: date,
        preferredTime: time,
        specificTime: time === 'specific' ? specific : null,
        alternativeTime1: clean(input.alternativeTime1),
        alternativeTime2: clean(input.alternativeTime2),
        notes: clean(input.notes),
      });
      await em.flush();
      em.create(Activity, { request, actor: viewer.user.id, actorRole: 'client', action: 'created', description: `Request submitted: ${request.title}` });
      if (series) em.create(Activity, { request, actor: viewer.user.id, actorRole: 'client', action: 'series_created', description: `Repeats ${series.frequency === 'biweekly' ? 'every two weeks' : series.frequency}: ${series.total} visits, one consultation fee for the series` });
      // Fill the client's profile blanks from the contact step; never overwrite what they saved.
      const client = await em.findOneOrFail(Client, { id: clientId });
      client.phone ??= clean(input.contactPhone);
      const saved = client.contactAddress;
      client.contactAddress = Place.of({
        street: saved?.street ?? clean(input.contactAddress),
        city: saved?.city ?? clean(input.contactCity),
        state: saved?.state ?? clean(input.contactState),
        zipCode: saved?.zipCode ?? clean(input.contactZipCode),
      });
      const queued: Notification[] = [];
      if (payLater) {
        queued.push(
          this.notifications.queue(
            {
              userId: viewer.user.id,
              userType: 'client',
              type: 'request_submitted_unpaid',
              title: 'Request Saved',
              message: `Request ${requestNumber(request.id)} is saved. Pay the ${formatDollars(CONSULTATION_TOTAL_CENTS)} consultation fee anytime to send it to our providers.`,
              data: { requestId: request.id },
            },
            em,
          ),
        );
      }
      await enqueueAfterCommit(em, { notifications: queued, request: { requestId: request.id, kind: 'created' } });
      return { request };
    });
    return request;
  }
}
