/**
 * Module catalog: the service catalog.
 * Owns: service_categories and service_types (the spec's categories, loaded at every start
 * into a database that has none).
 * Entry points: CatalogService, categoryNames.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceCategory } from './service-category.entity';
import { ServiceType } from './service-type.entity';
import { notFound } from '../../shared/errors';

export class CatalogService {
  constructor(private readonly em: EntityManager) {}

  categories(): Promise<ServiceCategory[]> {
    return this.em.find(ServiceCategory, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  }

  async category(id: number): Promise<ServiceCategory> {
    const c = await this.em.findOne(ServiceCategory, { id });
    if (!c) throw notFound('Service category');
    return c;
  }

  types(categoryId?: number | null): Promise<ServiceType[]> {
    return this.em.find(ServiceType, categoryId ? { category: categoryId } : {}, { orderBy: { category: 'asc', id: 'asc' } });
  }
}
