import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A test waits for states and answers, never for a clock; these bounds only end a hung test. The
    // heaviest tests send hundreds of requests, several times slower on a busy 2-core machine (the web
    // tests run beside these in `npm test`).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state; its default bound (1 s) failed a job still running on a busy machine.
    expect: { poll: { timeout: 120_000 } },
    pool: 'forks',
    // A worker runs its files one after another in one process: the server's modules and PGlite's
    // WebAssembly are loaded once per worker, not once per file (half the CPU time of a run). Nothing is
    // shared that a file could change: each file builds its own app on its own copy of the database
    // (test/app.ts), the server keeps its state in that app's context, and no test changes the
    // environment or fakes timers (the one spy is restored after each test).
    isolate: false,
  },
});
