import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceCategory } from './service-category.entity';

/** Every category's name by id (the admin's worker and provider rows). */
export async function categoryNames(em: EntityManager): Promise<Map<number, string>> {
  const cats = await em.find(ServiceCategory, {});
  return new Map(cats.map((c) => [c.id, c.name]));
}
