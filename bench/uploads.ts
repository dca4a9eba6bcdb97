// `npm run bench:uploads`: (1) upload throughput of a 20 MB image through tus, in 1 MiB chunks as
// the dashboard sends it, against a plain single-request upload (one PATCH of the whole file) on
// the same server, both ending in the same storing step (sniffing, WebP variants, disk); and
// (2) the bytes the Home carousel loads at 375px width (DPR 1 and 2) against the full-size
// originals of the same images. Results go to bench/results/uploads.json. Reported, no budgets.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Upload } from "tus-js-client";
import { ADMIN, signIn, startTestServer } from "../tests/setup/server";
import { launchBrowser, waitForHydration } from "../tests/setup/browser";

const MB = 1024 * 1024;
const s = await startTestServer({ UPLOAD_MAX_MB: "40" });
const cookie = await signIn(s.url, ADMIN);

// Random pixels do not compress: a PNG of 2600 x 2600 RGB noise is about 20 MB.
const side = 2600;
const noise = Buffer.alloc(side * side * 3);
for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
  .png({ compressionLevel: 1 })
  .toBuffer();

function tusUpload(data: Buffer, chunkSize: number, name: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const upload = new Upload(data, {
      endpoint: `${s.url}/api/v1/uploads`,
      chunkSize,
      headers: { cookie },
      metadata: { filename: name, filetype: "image/png" },
      uploadSize: data.length,
      onSuccess: () => resolve(performance.now() - started),
      onError: reject,
    });
    upload.start();
  });
}

async function singleRequest(data: Buffer, name: string) {
  const started = performance.now();
  const created = await fetch(`${s.url}/api/v1/uploads`, {
    method: "POST",
    headers: {
      cookie,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(data.length),
      "Upload-Metadata": `filename ${Buffer.from(name).toString("base64")}`,
    },
  });
  const res = await fetch(new URL(created.headers.get("location")!, s.url), {
    method: "PATCH",
    headers: {
      cookie,
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
    },
    body: new Uint8Array(data),
  });
  if (res.status !== 204) throw new Error(`single upload: ${res.status} ${await res.text()}`);
  return performance.now() - started;
}

const runs = 3;
const chunked: number[] = [];
const single: number[] = [];
for (let i = 0; i < runs; i++) {
  single.push(await singleRequest(big, `single-${i}.png`));
  chunked.push(await tusUpload(big, 1 * MB, `chunked-${i}.png`));
}
// The storing step alone (sniff, WebP variants, write), called directly: what both uploads share.
const { storeImage } = await import("../app/modules/media/media.server");
const actor = { id: "bench", email: ADMIN.email, name: "bench", role: "super-admin" as const };
const storing: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await storeImage(s.services.db, s.services.storage, actor, { data: big, filename: `direct-${i}.png` });
  storing.push(performance.now() - started);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mbps = (ms: number) => big.length / MB / (ms / 1000);

// Carousel: six photo-sized JPEGs, Home at 375px wide.
for (let i = 0; i < 6; i++) {
  const w = 3000;
  const h = 2000;
  const img = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 20 * i, g: 90, b: 60 } } })
    .composite([
      {
        input: await sharp(noise.subarray(0, 600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
          .resize(w, h)
          .png()
          .toBuffer(),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  await tusUpload(img, 8 * MB, `event-${i}.jpg`);
}
const images = (await (await fetch(`${s.url}/api/v1/past-events`)).json()) as {
  fullPath: string;
  size: number;
  url: string;
}[];
const carouselOriginals = images.filter((i) => i.fullPath.includes("event-"));
const originalsBytes = carouselOriginals.reduce((n, i) => n + i.size, 0);

const b = await launchBrowser();
const carousel: Record<string, { bytes: number; files: number }> = {};
for (const dpr of [1, 2]) {
  const t = await b.newPage({ viewport: { width: 375, height: 800 }, deviceScaleFactor: dpr });
  let bytes = 0;
  let files = 0;
  t.page.on("response", async (r) => {
    if (!new URL(r.url()).pathname.startsWith("/media/")) return;
    files++;
    bytes += (await r.body().catch(() => Buffer.alloc(0))).length;
  });
  await t.page.goto(`${s.url}/`);
  await waitForHydration(t.page);
  await t.page.locator(".past-events").scrollIntoViewIfNeeded();
  await t.page.locator(".past-events .swiper-initialized").waitFor({ timeout: 15_000 });
  await t.page.waitForLoadState("networkidle");
  carousel[`dpr${dpr}`] = { bytes, files };
  await t.close();
}
await b.close();
await s.close();

const result = {
  file: { bytes: big.length, type: "image/png 2600x2600 noise" },
  tusChunked1MiB: {
    medianMs: Math.round(median(chunked)),
    mbPerS: +mbps(median(chunked)).toFixed(1),
    runsMs: chunked.map(Math.round),
  },
  singleRequest: {
    medianMs: Math.round(median(single)),
    mbPerS: +mbps(median(single)).toFixed(1),
    runsMs: single.map(Math.round),
  },
  throughputRatioTusOverSingle: +(median(single) / median(chunked)).toFixed(2),
  storingStepAlone: { medianMs: Math.round(median(storing)), runsMs: storing.map(Math.round) },
  transferOnlyRatio: +((median(single) - median(storing)) / (median(chunked) - median(storing))).toFixed(2),
  carousel375: {
    images: carouselOriginals.length,
    originalsBytes,
    ...carousel,
    ratioDpr1: +(carousel.dpr1!.bytes / originalsBytes).toFixed(3),
    ratioDpr2: +(carousel.dpr2!.bytes / originalsBytes).toFixed(3),
  },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
writeFileSync(path.join(import.meta.dirname, "results", "uploads.json"), JSON.stringify(result, null, 2));
