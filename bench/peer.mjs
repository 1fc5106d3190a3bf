// The bench's peer: PostGraphile 4.14 over the bench database, in a process of its own, with
// the worker queue as one SQL function (bench/queue-sql.mjs, created by bench/run.mjs), asked
// anonymously. What a team might pick instead of a hand-built API.
//   BENCH_DB_URL, PORT
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The lockfile installs graphql@15 twice (under postgraphile and under graphile-build-pg), and
// graphql refuses types from another copy: every graphile package loads postgraphile's copy.
const Module = require('node:module');
const graphqlDir = path.dirname(require.resolve('graphql/package.json', { paths: [path.dirname(require.resolve('postgraphile/package.json'))] }));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const redirected = request === 'graphql' || request.startsWith('graphql/') ? graphqlDir + request.slice('graphql'.length) : request;
  return resolveFilename.call(this, redirected, ...rest);
};
const { postgraphile } = require('postgraphile');

const handler = postgraphile(process.env.BENCH_DB_URL, 'public', {
  disableDefaultMutations: true,
  ignoreRBAC: true,
  setofFunctionsContainNulls: false,
  dynamicJson: true,
  disableQueryLog: true,
  watchPg: false,
  graphiql: false,
  retryOnInitFail: false,
  extendedErrors: [],
});
const server = http.createServer(handler);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
