/** The category group badge, by the category's name (spec part 2 s4). */
export function categoryGroup(name: string): { label: string; palette: string } {
  if (/maid|baby|pet/i.test(name)) return { label: 'On-Demand', palette: 'pink' };
  if (/home|repair|maintenance/i.test(name)) return { label: 'Home Service', palette: 'blue' };
  if (/lawn|pool|exterior/i.test(name)) return { label: 'Outdoor', palette: 'green' };
  if (/care|health|education/i.test(name)) return { label: 'Professional', palette: 'purple' };
  return { label: 'General', palette: 'gray' };
}
