import type { MikroORM } from '@mikro-orm/postgresql';
import type * as Migrations from '@mikro-orm/migrations';
import type * as Seeder from '@mikro-orm/seeder';

/**
 * The ORM's migrator and seeder, loaded and registered at their first use. Only the process that
 * prepares the database (and the scripts and tests) uses them; an API process does not load them
 * (umzug and its command line) at start. Loaded from here, not by the ORM's own fallback, which
 * looks for the package from the working directory.
 */
function extension<T>(orm: MikroORM, key: string, register: () => void): T {
  if (!orm.config.getExtension(key)) register();
  return orm.config.getExtension<T>(key)!;
}

export function migratorOf(orm: MikroORM): Migrations.Migrator {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, not at start
  return extension(orm, '@mikro-orm/migrator', () => (require('@mikro-orm/migrations') as typeof Migrations).Migrator.register(orm));
}

export function seederOf(orm: MikroORM): Seeder.SeedManager {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, not at start
  return extension(orm, '@mikro-orm/seeder', () => (require('@mikro-orm/seeder') as typeof Seeder).SeedManager.register(orm));
}
