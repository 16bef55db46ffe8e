// `npm test -- --slow`'s busy neighbour: a process that keeps one core busy while the run lasts.
// Unreferenced, so it never keeps the run alive: a passing slow run ended with no process.exit and
// waited on it for ever, the core still busy (session 66); killed when the run's process exits.
import { spawn } from 'node:child_process';

/** Starts the burner; it dies with this process. Returns its process id. */
export function startCoreBurner() {
  const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  burner.unref();
  process.once('exit', () => burner.kill('SIGKILL'));
  return burner.pid;
}
