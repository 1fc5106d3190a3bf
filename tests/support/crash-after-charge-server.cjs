/**
 * One API process of the built server (server/dist) on the database named by argv[2], whose
 * payment processor is the app's own simulated one (its ledger in that database) and which,
 * with CRASH_AFTER_CHARGE=1, dies by SIGKILL the moment the processor has charged a card:
 * after the charge, before the payment is settled. Prints its URL when it listens.
 */
require('reflect-metadata');
const path = require('node:path');
const dist = path.join(__dirname, '..', '..', 'server', 'dist');
const { MikroORM } = require('@mikro-orm/postgresql');
const pino = require('pino');
const { ormConfig } = require(path.join(dist, 'db', 'orm-config'));
const { createApp } = require(path.join(dist, 'app'));
const { createAppPubSub } = require(path.join(dist, 'events', 'pubsub'));
const { loadConfig } = require(path.join(dist, 'config'));
const { SimulatedGateway } = require(path.join(dist, 'modules', 'payments', 'payment-gateway'));
const { DatabaseGatewayLedger } = require(path.join(dist, 'modules', 'payments', 'gateway-ledger'));

async function main() {
  const orm = await MikroORM.init(ormConfig({ clientUrl: process.argv[2], poolMax: 2 }));
  const processor = new SimulatedGateway(new DatabaseGatewayLedger(orm));
  const gateway = {
    async charge(input) {
      const result = await processor.charge(input);
      if (process.env.CRASH_AFTER_CHARGE === '1') process.kill(process.pid, 'SIGKILL');
      return result;
    },
    lookup: (key) => processor.lookup(key),
    refund: (...args) => processor.refund(...args),
  };
  const config = loadConfig({ NODE_ENV: 'test', SCHEDULER_INTERVAL_SECONDS: '0', MAIL_DIR: process.env.MAIL_DIR, SMS_DIR: process.env.SMS_DIR });
  const pubsub = createAppPubSub();
  const handle = await createApp({ config, orm, pubsub: pubsub.pubsub, log: pino({ level: 'silent' }), gateway });
  await new Promise((resolve) => handle.httpServer.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`http://127.0.0.1:${handle.httpServer.address().port}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
