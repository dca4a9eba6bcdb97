// `npm run serve` (and `npm start`, after install and build): one instance of the portal.
import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { startServer } from "./boot";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });

  let devMiddleware;
  let build;
  if (process.argv.includes("--dev")) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = server.middlewares;
    build = () => server.ssrLoadModule("virtual:react-router/server-build") as never;
  }

  const running = await startServer({ config, logger, devMiddleware, build });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded PostgreSQL in ${config.dataDir}`;
  logger.info({ url: running.url, database: where }, "MSA portal is running");
  console.log(`\n  MSA portal: ${running.url}  (database: ${where})`);
  if (running.firstAdmin) {
    console.log(`  First super-admin account created. Sign in at ${running.url}/login with`);
    console.log(`    e-mail:   ${running.firstAdmin.email}`);
    console.log(`    password: ${running.firstAdmin.password}`);
    if (running.firstAdmin.generated)
      console.log("  This password is shown only once: keep it, or reset it with `npm run user -- password`.");
  }
  console.log("");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
