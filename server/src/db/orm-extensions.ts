import type { MikroORM } from '@mikro-orm/postgresql';
import type * as Migrations from '@mikro-orm/migrations';
import type * as Seeder from '@mikro-orm/seeder';

/**
 * The ORM's migrator and seeder, loaded and registered at their first use. Only the process that
 * prepares the database (and the scripts and tests) uses them; an API process does not load them
 * (umzug and its command line) at start. Loaded from here, not by the ORM's own fallback, which
 * looks for the package from the working directory.
 */
export function migratorOf(orm: MikroORM): Migrations.Migrator {
  if (!orm.config.getExtension('@mikro-orm/migrator')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, not at start
    (require('@mikro-orm/migrations') as typeof Migrations).Migrator.register(orm);
  }
  return orm.config.getExtension<Migrations.Migrator>('@mikro-orm/migrator')!;
}

export function seederOf(orm: MikroORM): Seeder.SeedManager {
  if (!orm.config.getExtension('@mikro-orm/seeder')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use, not at start
    (require('@mikro-orm/seeder') as typeof Seeder).SeedManager.register(orm);
  }
  return orm.config.getExtension<Seeder.SeedManager>('@mikro-orm/seeder')!;
}
