import type { MikroORM } from '@mikro-orm/postgresql';
import { ServiceCategory } from '../../modules/catalog/service-category.entity';
import { DemoSeeder } from './DemoSeeder';

/** Fill a fresh database once; a database that has categories already is left alone. */
export async function seedIfEmpty(orm: MikroORM): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(ServiceCategory, {})) > 0) return false;
  await orm.getSeeder().seed(DemoSeeder);
  return true;
}
