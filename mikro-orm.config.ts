// The MikroORM CLI's entry: the same configuration the server, scripts and tests use.
import 'reflect-metadata';
import { ormConfig } from './server/src/db/orm-config';

export default ormConfig({ clientUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace' });
