// The outbox with three app instances on one PostgreSQL database, each running its worker
// against the same SMTP server: every message is delivered exactly once. Runs on
// TEST_DATABASE_URL when set, otherwise on a throwaway cluster of its own.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabaseUrl, startTestServer, type TestServer } from "../setup/server";

interface PgCluster {
  url: string;
  stop(): Promise<void>;
}
const pgClusterModule = "../../scripts/pg-cluster.mjs" as string;
const { startPgCluster } = (await import(pgClusterModule)) as { startPgCluster(): Promise<PgCluster> };

const received: string[] = [];
let smtp: SMTPServer;
let cluster: PgCluster | undefined;
const servers: TestServer[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (c: string) => (raw += c));
      // A slow server widens the window in which two workers could race for one message.
      stream.on("end", () => setTimeout(() => (received.push(raw), callback()), 20));
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  let url = await freshDatabaseUrl();
  if (!url) {
    cluster = await startPgCluster();
    url = cluster.url;
  }
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OUTBOX_POLL_SECONDS: "0.05",
    OUTBOX_RETRY_BASE_SECONDS: "0.1",
    FORM_RATE_LIMIT_MAX: "1000",
  };
  for (let i = 0; i < 3; i++) servers.push(await startTestServer(env, url));
  expect(servers[0]!.services.database.kind).toBe("postgres");
});

afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.close()));
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await cluster?.stop();
});

it("delivers each message exactly once while every instance's worker is polling", async () => {
  const markers = Array.from({ length: 24 }, (_, i) => `multi-${i}-${Date.now()}`);
  await Promise.all(
    markers.map(async (m, i) => {
      const s = servers[i % servers.length]!;
      const res = await fetch(`${s.url}/api/v1/contact-messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Multi", email: "multi@example.org", message: m }),
      });
      expect(res.status).toBe(202);
      // Every instance is woken, not only the one that stored it.
      for (const other of servers) other.services.outbox.wake();
    }),
  );
  const deadline = Date.now() + 20_000;
  while (markers.some((m) => !received.some((r) => r.includes(m))) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const m of markers)
    expect(
      received.filter((r) => r.includes(m)),
      m,
    ).toHaveLength(1);
  expect(received).toHaveLength(markers.length);
});
