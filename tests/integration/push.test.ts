// Web Push end to end without a browser: a subscription with real P-256 keys pointing at a push
// endpoint this test runs; the delivered payload is decrypted (aes128gcm) back to the notification.
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscription } from "../../database/schema";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let admin: string;
let push: Server;
let pushUrl: string;
const received: { path: string; headers: IncomingMessage["headers"]; body: Buffer }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn(s.url, ADMIN);
  push = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url!.startsWith("/gone") ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => push.listen(0, "127.0.0.1", r));
  pushUrl = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;
});
afterAll(async () => {
  push?.close();
  await s?.close();
});

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") } };
}

const subscribe = (endpoint: string, keys: { p256dh: string; auth: string }) =>
  fetch(`${s.url}/api/v1/push/subscriptions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint, expirationTime: null, keys }),
  });

describe("push notifications", () => {
  it("delivers an aes128gcm payload that decrypts to the title and message; a 410 removes that subscription", async () => {
    const alive = browserKeys();
    const gone = browserKeys();
    expect((await subscribe(`${pushUrl}/alive/1`, alive.json)).status).toBe(201);
    expect((await subscribe(`${pushUrl}/gone/2`, gone.json)).status).toBe(201);

    const res = await fetch(`${s.url}/api/v1/push/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ title: "Eid Mubarak", message: "Eid prayer at 8:30am in the SLC." }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ delivered: 1, failed: 1, removed: 1, subscribers: 2 });

    const delivery = received.find((r) => r.path === "/alive/1")!;
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (await (await fetch(`${s.url}/api/v1/push/public-key`)).json()) as { publicKey: string };
    expect(delivery.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const plain = decrypt(delivery.body, { version: "aes128gcm", privateKey: alive.ecdh, authSecret: alive.auth });
    expect(JSON.parse(plain.toString("utf8"))).toEqual({
      title: "Eid Mubarak",
      body: "Eid prayer at 8:30am in the SLC.",
    });

    const left = await s.services.db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription);
    expect(left).toEqual([{ endpoint: `${pushUrl}/alive/1` }]);

    const history = (await (
      await fetch(`${s.url}/api/v1/push/history`, { headers: { cookie: admin } })
    ).json()) as unknown[];
    expect(history[0]).toMatchObject({
      sentBy: ADMIN.email,
      title: "Eid Mubarak",
      delivered: 1,
      failed: 1,
      removed: 1,
    });
  });

  it("refuses a subject or message that is blank with the spec's text", async () => {
    const res = await fetch(`${s.url}/api/v1/push/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ title: " ", message: "x" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: "Please enter both a subject and a message." } });
  });

  it("serves the service worker uncached and an installable manifest", async () => {
    const sw = await fetch(`${s.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(await sw.text()).toContain('addEventListener("push"');
    const manifest = (await (await fetch(`${s.url}/site.webmanifest`)).json()) as { icons: { sizes: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect((await fetch(`${s.url}/brand/icon-512.png`)).headers.get("content-type")).toBe("image/png");
  });

  it("keeps the VAPID keys across restarts of the same database", async () => {
    const first = s.services.vapid.publicKey;
    const { ensureVapidKeys } = await import("../../app/modules/push/push.server");
    expect((await ensureVapidKeys(s.services.db, "x@y.z")).publicKey).toBe(first);
  });
});
