import { HOME_IMPROVEMENTS_CATEGORY, PROJECT_WORKFLOW_THRESHOLD_CENTS } from './constants';

/** The Project Workflow: estimated cost over $500 or the Home Improvements category. */
export function isProjectWorkflow(request: { estimatedCostCents?: number | null }, categoryName: string | null | undefined): boolean {
  return (request.estimatedCostCents ?? 0) > PROJECT_WORKFLOW_THRESHOLD_CENTS || categoryName === HOME_IMPROVEMENTS_CATEGORY;
}
