import { coordinatesOf, haversineMiles } from '../../domain/geo';
import { HOME_IMPROVEMENTS_CATEGORY, PROJECT_WORKFLOW_THRESHOLD_CENTS } from '../../domain/constants';
import type { ServiceProvider } from '../providers/service-provider.entity';
import type { ServiceRequest } from '../requests/service-request.entity';

/** Miles between the worker's base and the job (stored coordinates, else ZIP centres); null when unknown. */
export function distanceMiles(provider: ServiceProvider, request: ServiceRequest): number | null {
  const from = coordinatesOf(provider.latitude, provider.longitude, provider.zipCode);
  const to = coordinatesOf(request.serviceLatitude, request.serviceLongitude, request.serviceZipCode);
  if (!from || !to) return null;
  return haversineMiles(from, to);
}

export function offersCategory(provider: ServiceProvider, categoryId: number): boolean {
  return (provider.serviceCategories ?? []).map(Number).includes(categoryId);
}

/**
 * Whether a worker may take a request (DESIGN: eligibility): category match and the job
 * within the worker's radius. Unknown coordinates never qualify (no hard-coded workers).
 */
export function isEligible(provider: ServiceProvider, request: ServiceRequest): { ok: boolean; distance: number | null } {
  const distance = distanceMiles(provider, request);
  const ok = offersCategory(provider, request.category.id) && distance !== null && distance <= provider.serviceRadius;
  return { ok, distance };
}

/** The Project Workflow: estimated cost over $500 or the Home Improvements category. */
export function isProjectWorkflow(request: ServiceRequest, categoryName: string | null | undefined): boolean {
  return (request.estimatedCostCents ?? 0) > PROJECT_WORKFLOW_THRESHOLD_CENTS || categoryName === HOME_IMPROVEMENTS_CATEGORY;
}
