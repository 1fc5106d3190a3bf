import { haversineMiles, lookupZip } from './geo';

/**
 * The "On my way" arrival estimate: the straight-line distance between the centres of the
 * worker's ZIP code and the job's, driven at an average city speed, rounded up to whole
 * steps of 5 minutes (never less than one step). A figure past MAX_ETA_MINUTES, or a ZIP code
 * that is not known, gives no estimate (the client is told the worker is on the way, without a time).
 */
export const ARRIVAL_SPEED_MPH = 30;
export const ETA_STEP_MINUTES = 5;
export const MAX_ETA_MINUTES = 24 * 60;

/** Minutes to drive `miles` at ARRIVAL_SPEED_MPH, rounded up to ETA_STEP_MINUTES; null past MAX_ETA_MINUTES. */
export function arrivalMinutes(miles: number): number | null {
  if (!Number.isFinite(miles) || miles < 0) return null;
  const minutes = Math.max(ETA_STEP_MINUTES, Math.ceil(((miles / ARRIVAL_SPEED_MPH) * 60) / ETA_STEP_MINUTES - 1e-9) * ETA_STEP_MINUTES);
  return minutes > MAX_ETA_MINUTES ? null : minutes;
}

/** The estimate from one ZIP code to another (null when either is unknown). */
export function arrivalMinutesBetweenZips(fromZip: string | null | undefined, toZip: string | null | undefined): { miles: number; minutes: number } | null {
  const from = lookupZip(fromZip);
  const to = lookupZip(toZip);
  if (!from || !to) return null;
  const miles = haversineMiles(from, to);
  const minutes = arrivalMinutes(miles);
  return minutes === null ? null : { miles, minutes };
}
