/**
 * Preloaded into the server by `bench:verify` with VERIFY_BENCH_COUNT_QUERIES: counts the statements the process sends
 * to PostgreSQL (each `pg` client query is one round trip) and writes the running total to
 * `$LEADPROOF_QUERY_COUNT_FILE` every 200 ms, so the bench can read how many a run's checks cost.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.LEADPROOF_QUERY_COUNT_FILE;
let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return query.apply(this, args);
};
const write = () => {
  if (file) writeFileSync(file, String(count));
};
setInterval(write, 200).unref();
process.on('exit', write);
