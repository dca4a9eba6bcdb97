// Resumable uploads of past-event images: content checks, size cap, resume after a cut, variants.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, roles } from "../../app/modules/accounts/policy";
import { signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let cookie: string;
let education: string;
const MAX_MB = 2;

beforeAll(async () => {
  s = await startTestServer({ UPLOAD_MAX_MB: String(MAX_MB) });
  cookie = await signIn(s.url, await s.addUser("external"));
  education = await signIn(s.url, await s.addUser("education"));
});
afterAll(() => s?.close());

const b64 = (v: string) => Buffer.from(v).toString("base64");

async function create(size: number, filename: string, who = cookie) {
  return fetch(`${s.url}/api/v1/uploads`, {
    method: "POST",
    headers: {
      cookie: who,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(size),
      "Upload-Metadata": `filename ${b64(filename)},filetype ${b64("image/jpeg")}`,
    },
  });
}

function patch(location: string, offset: number, chunk: Buffer) {
  return fetch(new URL(location, s.url), {
    method: "PATCH",
    headers: {
      cookie,
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body: new Uint8Array(chunk),
  });
}

async function upload(data: Buffer, filename: string) {
  const created = await create(data.length, filename);
  expect(created.status).toBe(201);
  return patch(created.headers.get("location")!, 0, data);
}

async function photo(width = 1800, height = 1200) {
  // Noise, so the JPEG is large enough to make the size of the variants meaningful.
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const list = async () =>
  (await (await fetch(`${s.url}/api/v1/past-events`)).json()) as {
    fullPath: string;
    url: string;
    srcSet: string;
    size: number;
  }[];
const storedFiles = async () => {
  const dir = path.join(s.config.dataDir, "files", "external");
  return readdir(dir).catch(() => [] as string[]);
};

describe("past-event uploads (tus)", () => {
  it("refuses anonymous and roles without manage:past-events", async () => {
    expect((await create(10, "a.jpg", "")).status).toBe(401);
    expect((await create(10, "a.jpg", education)).status).toBe(403);
  });

  it("refuses a non-image renamed .jpg, an SVG, an empty and an oversized file, storing nothing", async () => {
    const before = await storedFiles();
    const text = await upload(Buffer.from("this is not an image at all, just text\n".repeat(20)), "holiday.jpg");
    expect(text.status).toBe(415);
    expect(await text.text()).toContain("Only raster images");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(svg, "logo.svg")).status).toBe(415);
    expect((await create(0, "empty.jpg")).status).toBe(400);
    const big = await create(MAX_MB * 1024 * 1024 + 1, "huge.jpg");
    expect(big.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
    expect(await list()).toEqual([]);
    // Nothing is left in the tus scratch directory either (only its config store, if any).
    const scratch = (await readdir(path.join(s.config.dataDir, "uploads"))).filter((f) => !f.endsWith(".json"));
    expect(scratch).toEqual([]);
  });

  it("resumes an upload cut off halfway; the stored file is byte-identical, with WebP variants", async () => {
    const data = await photo();
    const created = await create(data.length, "Eid dinner 2025.jpg");
    const location = created.headers.get("location")!;
    const half = Math.floor(data.length / 2);
    expect((await patch(location, 0, data.subarray(0, half))).status).toBe(204);
    // The "connection drops"; the client asks where to resume.
    const head = await fetch(new URL(location, s.url), {
      method: "HEAD",
      headers: { cookie, "Tus-Resumable": "1.0.0" },
    });
    expect(Number(head.headers.get("upload-offset"))).toBe(half);
    const done = await patch(location, half, data.subarray(half));
    expect(done.status).toBe(204);
    const stored = done.headers.get("upload-stored-path")!;
    expect(stored).toMatch(/^external\/[0-9a-f-]{36}-Eid-dinner-2025\.jpg$/);
    expect(stored.slice(9, 45)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Buffer.compare(await readFile(path.join(s.config.dataDir, "files", stored)), data)).toBe(0);

    const [image] = await list();
    expect(image).toMatchObject({ fullPath: stored, size: data.length });
    const original = await fetch(`${s.url}${image!.url}`);
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), data)).toBe(0);
    const variant = image!.srcSet.split(", ")[0]!.split(" ")[0]!;
    const res = await fetch(`${s.url}${variant}`);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(480);
    expect(bytes.length).toBeLessThan(data.length);
  });

  it("lets exactly the roles with manage:past-events start an upload (the policy decides)", async () => {
    for (const role of roles) {
      const who = await signIn(s.url, await s.addUser(role));
      const res = await create(10, "a.jpg", who);
      expect(res.status, role).toBe(can(role, "manage:past-events") ? 201 : 403);
      if (res.status === 201) {
        const gone = await fetch(new URL(res.headers.get("location")!, s.url), {
          method: "DELETE",
          headers: { cookie: who, "Tus-Resumable": "1.0.0" },
        });
        expect(gone.status).toBe(204);
      }
    }
  });

  it("keeps an upload in progress to the account that started it", async () => {
    const data = await photo(400, 300);
    const created = await create(data.length, "mine.jpg");
    const location = new URL(created.headers.get("location")!, s.url);
    // Another account with the same permission may not inspect, continue or cancel it.
    const other = await signIn(s.url, await s.addUser("external"));
    const headers = { cookie: other, "Tus-Resumable": "1.0.0" };
    expect((await fetch(location, { method: "HEAD", headers })).status).toBe(403);
    const theirs = await fetch(location, {
      method: "PATCH",
      headers: { ...headers, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array(data),
    });
    expect(theirs.status).toBe(403);
    expect((await fetch(location, { method: "DELETE", headers })).status).toBe(403);
    // A client cannot claim ownership through its own metadata either.
    const spoofed = await fetch(`${s.url}/api/v1/uploads`, {
      method: "POST",
      headers: {
        cookie: other,
        "Tus-Resumable": "1.0.0",
        "Upload-Length": "10",
        "Upload-Metadata": `filename ${b64("x.jpg")},owner ${b64("someone-else")}`,
      },
    });
    expect(spoofed.status).toBe(201);
    const spoofedAt = new URL(spoofed.headers.get("location")!, s.url);
    expect((await fetch(spoofedAt, { method: "HEAD", headers })).status).toBe(200);
    // The owner still can: it cancels the upload.
    const cancelled = await fetch(location, { method: "DELETE", headers: { cookie, "Tus-Resumable": "1.0.0" } });
    expect(cancelled.status).toBe(204);
  });

  it("deletes an image with its files", async () => {
    const [image] = (await list()) as unknown as { id: string; fullPath: string; url: string }[];
    const res = await fetch(`${s.url}/api/v1/past-events/${image!.id}`, { method: "DELETE", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await fetch(`${s.url}${image!.url}`)).status).toBe(404);
  });
});
