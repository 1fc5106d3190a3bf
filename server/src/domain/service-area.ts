import { SERVICE_AREA_PREFIXES } from './constants';

export function isValidZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

/** A ZIP is served when it starts with one of the Middle/West Tennessee prefixes. */
export function isInServiceArea(zip: string | null | undefined): boolean {
  if (!zip) return false;
  const z = zip.trim();
  return isValidZip(z) && SERVICE_AREA_PREFIXES.some((p) => z.startsWith(p));
}
