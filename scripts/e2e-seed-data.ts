// One data folder, migrated and seeded with the demo company, for the end-to-end servers to copy
// (scripts/e2e-servers.mjs): a start is mostly migrations and the seed, on one core, so seeding
// once instead of once per server takes two thirds of that work off the run's start. The folder is
// DATA_DIR; the rest of the environment (SEED_DEMO, PORT for the seeded links) is the servers'.
import { readConfig } from '../server/config.ts';
import { prepareDatabase } from '../server/startup/prepare-database.ts';

const { database } = await prepareDatabase(readConfig());
await database.close();
process.exit(0);
