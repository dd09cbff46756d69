import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** Where the example notes what it started; the deploy spec reads the servers' PIDs there. */
export const DEPLOY_STATE_DIR = process.env.DEPLOY_STATE_DIR ?? join(root, '.tmp', 'deploy-example');

/** Starts deploy/example (a fresh throwaway PostgreSQL) and returns its stop. */
export default function setup() {
  const env = {
    ...process.env,
    PORT: String(process.env.DEPLOY_PORT ?? 8098),
    STATE_DIR: DEPLOY_STATE_DIR,
    DATABASE_URL: '',
  };
  execFileSync('bash', [join(root, 'deploy/example/stop.sh')], { env, stdio: 'inherit' });
  execFileSync('bash', [join(root, 'deploy/example/start.sh')], { env, stdio: 'inherit' });
  return () => {
    execFileSync('bash', [join(root, 'deploy/example/stop.sh')], { env, stdio: 'inherit' });
  };
}
