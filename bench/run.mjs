// All benchmarks, one after the other (never part of `npm test`). See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const script of ['bench/startup.mjs', 'bench/bundle-size.mjs', 'bench/load.mjs']) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
