import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const burnerModule = join(import.meta.dirname, 'core-burner.mjs');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm test -- --slow's busy core", () => {
  it('given a run that ends by itself (a passing slow run calls no process.exit), then its process exits and the burner dies with it', async () => {
    // A process that starts the burner, prints its id and has nothing else to do: before the
    // burner was unreferenced, it never exited (the test's bound ends it).
    const run = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { startCoreBurner } = await import(${JSON.stringify(burnerModule)}); console.log(startCoreBurner());`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let printed = '';
    run.stdout.on('data', (chunk) => (printed += chunk));
    const [code] = await once(run, 'exit');
    expect(code).toBe(0);
    const pid = Number(printed.trim());
    expect(pid).toBeGreaterThan(0);
    // Killed in the run's exit handler: gone, or at most a zombie its new parent has yet to reap.
    await expect.poll(() => isRunning(pid) && !isZombie(pid)).toBe(false);
  });
});

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
