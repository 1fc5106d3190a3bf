// The bench's floor: one hand-written SQL statement through a raw pg pool and JSON.stringify,
// serving the worker queue's page (bench/queue-sql.mjs) in a process of its own.
//   BENCH_DB_URL, PORT, BENCH_WORKER (JSON: latitude, longitude, radius, categories)
import http from 'node:http';
import { createRequire } from 'node:module';
import { QUEUE_ORDER_SQL, distanceSql, queueWhereSql } from './queue-sql.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const worker = JSON.parse(process.env.BENCH_WORKER);
const pool = new pg.Pool({ connectionString: process.env.BENCH_DB_URL, max: 10 });
const sql = `
  select r.id, r.title, r.priority, r.preferred_date, cat.name as category, cat.icon, c.name as client,
         round((${distanceSql('$1', '$2')})::numeric, 1)::float8 as distance
    from service_requests r join service_categories cat on cat.id = r.category_id join clients c on c.id = r.client_id
   where ${queueWhereSql('$1', '$2', '$3', '$4')}
   order by ${QUEUE_ORDER_SQL}
   limit $5`;

const server = http.createServer(async (req, res) => {
  try {
    const n = Number(new URL(req.url, 'http://x').searchParams.get('n') || 50);
    const { rows } = await pool.query(sql, [worker.latitude, worker.longitude, worker.radius, worker.categories, n]);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(rows));
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
