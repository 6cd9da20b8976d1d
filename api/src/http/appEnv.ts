import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/jobQueue';
import type { Logger } from '../logger';

/** What every request handler can reach through `c.var.services`. */
export type Services = {
  config: Config;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
};

export type AppEnv = { Variables: { services: Services } };
