import type { Cents } from './money';

/** Every business constant of the product, in one place (spec part 1 s9, part 2 s9). */
export const CONSULTATION_FEE_CENTS: Cents = 10000;
export const CONSULTATION_PROCESSING_FEE_CENTS: Cents = 299;
export const CONSULTATION_TOTAL_CENTS: Cents = CONSULTATION_FEE_CENTS + CONSULTATION_PROCESSING_FEE_CENTS;
export const SERVICE_PROCESSING_FEE_CENTS: Cents = 299;
export const PLATFORM_FEE_BP = 1200; // 12% of service cost
export const SALES_TAX_BP = 975; // 9.75% of (cost + platform fee)
export const WORKER_PAYOUT_BP = 9000; // 90% of service cost
export const SPECIAL_WORKER_EARNINGS_CENTS: Cents = 7825; // $100 Special
export const LABOR_DEFAULT_RATE_CENTS: Cents = 3500;
export const LABOR_DEFAULT_QUANTITY_HUNDREDTHS = 400;
export const MILEAGE_RATE_CENTS: Cents = 67;
export const PROJECT_WORKFLOW_THRESHOLD_CENTS: Cents = 50000;
export const PAYOUT_INSTANT_LIMIT_CENTS: Cents = 50000;
export const PAYOUT_PHOTO_REVIEW_LIMIT_CENTS: Cents = 500000;
export const REFERRAL_BONUS_CENTS: Cents = 10000;
export const REFERRAL_REQUIRED_JOBS = 5;
export const PAST_DUE_DAYS = 7;
export const RECENT_INVOICES_LIMIT = 10;
export const DASHBOARD_SEARCH_LIMIT = 5;
export const TOP_CATEGORIES_LIMIT = 5;
export const SERVICE_AREA_PREFIXES = ['370', '371', '372', '373', '380', '381', '382'] as const;
export const SERVICE_RADIUS_OPTIONS = [25, 50, 100] as const;
export const SIGNUP_MIN_RADIUS_MILES = 50;
export const DEFAULT_SERVICE_RADIUS_MILES = 50;
export const EARTH_RADIUS_MILES = 3959;
export const ELITE_RATING = 4.5;
/** A rating below this many stars (of 5) misses the quality standard: admins are asked to review the job. */
export const QUALITY_REVIEW_BELOW_RATING = 3;
export const MIN_PASSWORD_LENGTH = 8;
export const HOME_IMPROVEMENTS_CATEGORY = 'Home Improvements';
