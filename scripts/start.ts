/**
 * `npm start`: builds the browser app only if its sources changed since the last build
 * (appSources.ts), then runs the server in this same process (server/main.ts), so a restart
 * takes a second or two and SIGTERM reaches the server that drains and stops (issue 18 #7).
 *
 * npm runs this as `sh -c "exec node …"`, so this process takes the shell's place and gets the
 * SIGTERM npm passes on (also when npm is a container's first process). Should npm die without
 * passing a signal (kill -9), the parent is watched and the server stops as on SIGTERM.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNeeded, recordBuild } from './appSources';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Sends SIGTERM to this process once the process that started it has ended (this one is adopted). */
function stopWithParent(): void {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.log('npm start: the parent process has ended; stopping.');
    process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

/** `vite build` as a child; a signal meanwhile stops the build and this process. */
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
      process.exitCode = 1;
    };
    for (const signal of SIGNALS) process.on(signal, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const name of SIGNALS) process.off(name, forward);
      if (code === 0) resolve();
      else reject(new Error(signal ? `the build stopped on ${signal}` : `the build failed (exit code ${code})`));
    });
  });
}

async function start(): Promise<void> {
  stopWithParent();
  const { needed, hash } = await buildNeeded(root);
  if (needed) {
    console.log('npm start: the browser app\'s sources changed: building dist/ …');
    await build();
    await recordBuild(root, hash);
  }
  // The server in this process: its own SIGTERM/SIGINT handlers drain and stop (server/main.ts).
  await import('../server/main');
}

start().catch((error: unknown) => {
  console.error('npm start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
