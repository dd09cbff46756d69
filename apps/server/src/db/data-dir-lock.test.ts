import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));
let holder: ChildProcess | undefined;
afterEach(() => holder?.kill());

describe('lockDataDir', () => {
  it('writes this process id and removes the file on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory that a live process holds, naming it', () => {
    const dir = freshDir();
    holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    writeFileSync(join(dir, LOCK_FILE), `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another server (PID ${holder.pid})`);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder.pid));
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, LOCK_FILE), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock that names this very process (a restarted container reuses its PID)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('does not release a lock another process took since', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), '1\n');
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe('1');
  });
});
