import { coordinatesOf, haversineMiles } from '../../domain/geo';
import { intArray } from '../../db/int-array';
import { EARTH_RADIUS_MILES } from '../../domain/constants';
import type { ServiceProvider } from '../providers/service-provider.entity';
import type { ServiceRequest } from './service-request.entity';

/**
 * Worker eligibility (DESIGN: eligibility for assignment), written once. A worker may take a
 * job when the worker is approved and available, offers the job's category (the categories
 * chosen at signup, `serviceCategories`), and the job lies within the worker's radius, with
 * coordinates from the stored ones, else the ZIP centres; unknown coordinates never qualify.
 * `ineligibility` is the rule; `jobInReachSql` is its category and distance half in SQL (the
 * open queue, the admin's assignment), held equal to it by tests/server/eligibility.test.ts.
 */

/** The worker fields the rule reads (managed entities and read models alike). */
export type EligibilityWorker = Pick<ServiceProvider, 'status' | 'isApproved' | 'serviceCategories' | 'serviceRadius' | 'latitude' | 'longitude' | 'zipCode'>;
/** The job fields the rule reads (a request, its read model, or a place an event names). */
export interface EligibilityJob {
  category: { id: number };
  serviceLatitude: ServiceRequest['serviceLatitude'];
  serviceLongitude: ServiceRequest['serviceLongitude'];
  serviceZipCode: ServiceRequest['serviceZipCode'] | null;
}

/** Where a worker is, how far they go and what they do: the half of the rule that is the worker's. */
export interface WorkerReach {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  categories: number[];
}

export type Ineligibility = 'unavailable' | 'category' | 'distance_unknown' | 'distance';

/** Approved (the worker gate) and available for work. */
export function isAvailableWorker(p: Pick<EligibilityWorker, 'status' | 'isApproved'>): boolean {
  return p.isApproved && p.status === 'available';
}

/** The categories a worker offers (ids stored as numbers or, in older rows, numeric strings). */
export function offeredCategories(p: Pick<EligibilityWorker, 'serviceCategories'>): number[] {
  return (p.serviceCategories ?? []).map(Number).filter(Number.isInteger);
}

export function offersCategory(p: Pick<EligibilityWorker, 'serviceCategories'>, categoryId: number): boolean {
  return offeredCategories(p).includes(categoryId);
}

/** The worker's reach (stored coordinates, else the ZIP centre); null when the worker's place is unknown. */
export function workerReach(p: EligibilityWorker): WorkerReach | null {
  const at = coordinatesOf(p.latitude, p.longitude, p.zipCode);
  return at ? { latitude: at.latitude, longitude: at.longitude, radiusMiles: p.serviceRadius, categories: offeredCategories(p) } : null;
}

/** Miles between the worker's base and the job; null when either place is unknown. */
export function distanceMiles(p: EligibilityWorker, r: EligibilityJob): number | null {
  const from = coordinatesOf(p.latitude, p.longitude, p.zipCode);
  const to = coordinatesOf(r.serviceLatitude, r.serviceLongitude, r.serviceZipCode);
  return from && to ? haversineMiles(from, to) : null;
}

/** Why the worker may not take the job (first reason), with the distance when known; reason null when eligible. */
export function ineligibility(p: EligibilityWorker, r: EligibilityJob): { reason: Ineligibility | null; message: string | null; distance: number | null } {
  const distance = distanceMiles(p, r);
  const refuse = (reason: Ineligibility, message: string) => ({ reason, message, distance });
  if (!isAvailableWorker(p)) return refuse('unavailable', 'This worker is not available');
  if (!offersCategory(p, r.category.id)) return refuse('category', 'This worker does not offer this service category');
  if (distance === null) return refuse('distance_unknown', 'The distance between this worker and the job is unknown');
  if (distance > p.serviceRadius) return refuse('distance', `This job is ${distance.toFixed(1)} miles away, outside the worker's ${p.serviceRadius}-mile service radius`);
  return { reason: null, message: null, distance };
}

/** Whether a worker may take a job, and the distance (the rule above as a yes or no). */
export function isEligible(p: EligibilityWorker, r: EligibilityJob): { ok: boolean; distance: number | null } {
  const { reason, distance } = ineligibility(p, r);
  return { ok: reason === null, distance };
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** Latitude and longitude bounds of the radius (a prefilter the open-queue index serves; slightly wider than the circle). */
export function boundingBox(o: Pick<WorkerReach, 'latitude' | 'longitude' | 'radiusMiles'>) {
  const dLat = (o.radiusMiles / MILES_PER_DEGREE) * 1.001;
  const cos = Math.cos((o.latitude * Math.PI) / 180);
  const dLng = cos > 0.01 ? Math.min(180, dLat / cos) : 180;
  return { minLat: o.latitude - dLat, maxLat: o.latitude + dLat, minLng: o.longitude - dLng, maxLng: o.longitude + dLng };
}

/** SQL expressions of the job's category and stored coordinates (coordinates are stored from the ZIP when a request is created). */
export interface JobColumns {
  categoryId: string;
  latitude: string;
  longitude: string;
}

export const REQUEST_COLUMNS: JobColumns = { categoryId: 'r.category_id', latitude: 'r.service_latitude', longitude: 'r.service_longitude' };

/** Great-circle miles from (?, ?) to the job (domain/geo's haversine in SQL); parameters: latitude, latitude, longitude. */
export function distanceSql(c: JobColumns = REQUEST_COLUMNS): string {
  return `2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
  power(sin(radians(${c.latitude} - ?) / 2), 2)
  + cos(radians(?)) * cos(radians(${c.latitude})) * power(sin(radians(${c.longitude} - ?) / 2), 2))))`;
}

/** ineligibility's category and distance checks in SQL, for an available worker: category among the worker's, bounding box (for the index), then haversine within the radius. */
export function jobInReachSql(reach: WorkerReach, c: JobColumns = REQUEST_COLUMNS): { sql: string; params: unknown[] } {
  const box = boundingBox(reach);
  return {
    // The categories go in as one array parameter, so the text is the same for every worker
    // (the open queue runs it as one named prepared statement, db/prepared.ts).
    sql: `${c.categoryId} = any(?::int[])
         and ${c.latitude} between ? and ? and ${c.longitude} between ? and ?
         and ${distanceSql(c)} <= ?`,
    params: [intArray(reach.categories), box.minLat, box.maxLat, box.minLng, box.maxLng, reach.latitude, reach.latitude, reach.longitude, reach.radiusMiles],
  };
}
