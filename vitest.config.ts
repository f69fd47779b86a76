import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(__dirname);
const shared = {
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests run server code directly.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
};
const testEnv = {
  NODE_ENV: "test" as const,
  APP_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  CRON_SECRET: "test-cron-secret-0123456789",
  DEV_OUTBOX: "1",
  JOBS_IN_PROCESS: "0",
};

const integration = (name: string, driver: "pglite" | "postgres") => ({
  ...shared,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    // Each file still gets a fresh module graph, in a worker thread instead of a forked process, which
    // starts faster: tests/integration/leads ran in 75 s instead of 103 s.
    pool: "threads" as const,
    env: { ...testEnv, TEST_DRIVER: driver } as Partial<NodeJS.ProcessEnv>,
    globalSetup: ["tests/support/global-setup.ts"],
    // next-auth imports "next/server" without an extension, which Node's ESM loader cannot resolve;
    // inlined, Vite resolves it (route handlers and actions that import lib/auth load in tests).
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    setupFiles: ["tests/support/integration-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Three files at a time on the two-core runner: the integration files also wait on the processes they
    // start (workers, fakes, PostgreSQL), and the whole suite took 357 s instead of 396 s with two.
    maxWorkers: 3,
    projects: [
      {
        ...shared,
        // Unit files share one module graph per worker (32 s became 17 s): a file that stubs the environment
        // or fakes timers restores them after each test, and one that mocks a module resets the modules first.
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          env: testEnv,
          environment: "node",
          isolate: false,
        },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-pg", "postgres")] : []),
    ],
  },
});
