/**
 * The child process of an embedded database's first start (D497): migrations, the content and
 * the demo seed, then it closes the database, tells its parent what it did and exits, so the
 * memory the seed took (PGlite's WebAssembly heap only grows) is the system's again before the
 * server opens the database. Run with V8's baseline WebAssembly compiler alone (--liftoff-only):
 * for a process this short TurboFan's tier-up costs more than it saves and doubles the peak.
 */
import { PGlite } from '@electric-sql/pglite';
import { readConfig } from '../config.ts';
import { prepareDatabase } from './prepare-database.ts';
import type { FirstStartReport } from './first-start.ts';

// A parent gone (Ctrl-C during the seed) ends this one too: the seed's one transaction is then
// not committed, and the next start seeds again.
let reported = false;
process.on('disconnect', () => {
  if (!reported) process.exit(1);
});
// PostgreSQL's shared buffers at 16 MB, not 128: the seed's pages would fill them in PGlite's
// WebAssembly memory, which never shrinks, and the files are in the system's cache anyway. For
// this process only (a command-line setting): the server opens the database with the defaults.
const SMALL_BUFFERS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const { database, seededNow, secrets } = await prepareDatabase(readConfig(), SMALL_BUFFERS);
await database.close();
const report: FirstStartReport = { seededNow, secrets };
reported = true;
process.send!(report, () => process.disconnect());
