import type { EntityManager } from '@mikro-orm/postgresql';
import { CATALOG } from './catalog-data';
import { ServiceCategory } from '../../modules/catalog/service-category.entity';
import { ServiceType } from '../../modules/catalog/service-type.entity';

/**
 * The service catalog (the spec's categories and their service types) for a database that has
 * none. Every deployment needs it, with or without demo data: a client cannot request a
 * service from an empty catalog. A catalog an admin has already shaped is left alone.
 */
export async function seedCatalogIfEmpty(em: EntityManager): Promise<boolean> {
  if ((await em.count(ServiceCategory, {})) > 0) return false;
  CATALOG.forEach((c, i) => {
    const cat = em.create(ServiceCategory, { name: c.name, icon: c.icon, color: c.color, requiresScheduling: c.requiresScheduling, description: c.description, sortOrder: i });
    for (const t of c.types) em.create(ServiceType, { name: t, category: cat });
  });
  await em.flush();
  return true;
}
