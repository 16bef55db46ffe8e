// `npm start`: install and build what is missing, then run the server (which opens or creates
// the database, seeds the demo data and prints the address and the demo sign-ins).
// Ctrl-C and SIGTERM reach the server once, and a clean stop exits with code 0.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, projectEnv, projectNode, root } from './prepare.mjs';

try {
  ensureDependencies();
  ensureBuild();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(error.exitCode ?? 1);
}

// Its own process group: a terminal's Ctrl-C then reaches only this script, which passes it on
// exactly once, instead of the server receiving it twice (from the terminal and from here).
// The project's Node 24 (node_modules), whatever Node started this script (D180).
const server = spawn(projectNode(), ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: projectEnv(),
  stdio: 'inherit',
  detached: true,
});

let stopRequested = false;
const GRACE_MS = 15_000;

function stop(signal) {
  if (stopRequested) {
    // A second Ctrl-C: the user does not want to wait for a graceful stop.
    server.kill('SIGKILL');
    return;
  }
  stopRequested = true;
  server.kill(signal);
  setTimeout(() => {
    console.error(`The server did not stop within ${GRACE_MS / 1000} s; killing it.`);
    server.kill('SIGKILL');
  }, GRACE_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));
// If this script dies of an error, do not leave a detached server holding the port.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (stopRequested) process.exit(code && code !== 130 && code !== 143 ? code : 0);
  process.exit(code ?? (signal ? 1 : 0));
});
