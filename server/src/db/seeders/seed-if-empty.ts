import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../../modules/users/user.entity';
import { DemoSeeder } from './DemoSeeder';
import { seedCatalogIfEmpty } from './catalog-seeder';
import { seederOf } from '../orm-extensions';

/** The service catalog, for a database that has none (every deployment). */
export async function catalogIfEmpty(orm: MikroORM): Promise<boolean> {
  return seedCatalogIfEmpty(orm.em.fork());
}

/** Demo accounts and their history, once, into a database that has no users yet. */
export async function seedIfEmpty(orm: MikroORM): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  await seederOf(orm).seed(DemoSeeder);
  return true;
}
