/** The kinds of review a person can leave: today a client reviews their worker. */
export const REVIEW_TYPES = ['client_to_worker'] as const;
/** A star rating: 1 to 5. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
