import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name inside DATA_DIR; it holds the PID of the server that owns the directory. */
export const LOCK_FILE = 'server.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR for this process: the embedded database must never be opened by two processes (each
 * would run its own PostgreSQL on the same files). A lock left by a process that is gone (a crash, a
 * reboot, a container that reuses our PID) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another server (PID ${holder}); stop it, or remove ${file} if that process is not a server`,
        );
      }
      unlinkSync(file);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.once('exit', release);
  return release;
}
