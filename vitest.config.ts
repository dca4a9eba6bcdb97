import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

// Three projects: unit tests beside the code, integration tests against the real server
// in-process (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set), and end-to-end
// tests in Chromium against the built server. `npm test` (scripts/test.mjs) runs them all.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "database/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
