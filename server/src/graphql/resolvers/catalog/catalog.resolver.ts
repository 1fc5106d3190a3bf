import { Arg, Ctx, Query, Resolver, ID } from 'type-graphql';
import { ServiceCategory } from '../../../modules/catalog/service-category.entity';
import { ServiceType } from '../../../modules/catalog/service-type.entity';
import type { AppContext } from '../../context';

@Resolver()
export class CatalogResolver {
  @Query(() => [ServiceCategory], { description: 'Every service category, in display order (public)' })
  serviceCategories(@Ctx() { services }: AppContext): Promise<ServiceCategory[]> {
    return services.catalog.categories();
  }

  @Query(() => [ServiceType], { description: 'Service types of one category, or of all categories (public)' })
  serviceTypes(@Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null, @Ctx() { services }: AppContext): Promise<ServiceType[]> {
    return services.catalog.types(categoryId === null ? null : Number(categoryId));
  }
}
