/** How a request is named to people, everywhere (cards, timelines, notifications): #0044. */
export function requestNumber(id: number | string): string {
  return `#${String(id).padStart(4, '0')}`;
}
