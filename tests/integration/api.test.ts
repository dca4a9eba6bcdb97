import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn(s.url, ADMIN);
});
afterAll(() => s?.close());

const put = (path: string, body: string, cookie = admin, type = "application/json") =>
  fetch(`${s.url}/api/v1${path}`, { method: "PUT", headers: { "content-type": type, cookie }, body });

describe("JSON API", () => {
  it("sets and clears a contact-menu link", async () => {
    let res = await put("/nav-forms/incident", JSON.stringify({ url: "https://forms.example.org/incident" }));
    expect(res.status).toBe(200);
    expect(await (await fetch(`${s.url}/api/v1/nav-forms`)).json()).toEqual({
      incident: "https://forms.example.org/incident",
    });
    res = await put("/nav-forms/incident", JSON.stringify({ url: null }));
    expect(res.status).toBe(200);
    expect(await (await fetch(`${s.url}/api/v1/nav-forms`)).json()).toEqual({});
  });

  it("answers invalid input with one error shape and no stack trace", async () => {
    const cases: [Response, number, string][] = [
      [await put("/nav-forms/incident", JSON.stringify({ url: "javascript:alert(1)" })), 400, "invalid_request"],
      [await put("/nav-forms/not-a-form", JSON.stringify({ url: "https://x.example" })), 400, "invalid_request"],
      [await put("/nav-forms/incident", "{not json"), 400, "invalid_json"],
      [
        await put("/nav-forms/incident", JSON.stringify({ url: `https://x.example/${"a".repeat(200_000)}` })),
        413,
        "too_large",
      ],
      [await fetch(`${s.url}/api/v1/nothing-here`), 404, "not_found"],
    ];
    for (const [res, status, code] of cases) {
      expect(res.status).toBe(status);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ error: { code, message: expect.any(String) } });
      expect(text).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
    }
  });

  it("publishes an OpenAPI document generated from the schemas", async () => {
    const doc = await (await fetch(`${s.url}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe("3.1.0");
    const op = doc.paths["/nav-forms/{key}"].put;
    expect(op["x-permission"]).toBe("update:nav-forms");
    expect(op.parameters[0].schema.enum).toContain("prayer_space_feedback");
    expect(op.requestBody.content["application/json"].schema.properties.url).toBeDefined();
    expect(doc.paths["/live"].get.responses["200"].content["text/event-stream"]).toBeDefined();
  });
});

describe("operations", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${s.url}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("sends a request id and a Content-Security-Policy whose nonce the page's scripts carry", async () => {
    const res = await fetch(s.url, { headers: { "x-request-id": "req-123" } });
    expect(res.headers.get("x-request-id")).toBe("req-123");
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves hashed assets with a long cache life", async () => {
    const html = await (await fetch(s.url)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
    const res = await fetch(`${s.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});

describe("routes", () => {
  it("answers an unknown page with 404 and the Not Found page", async () => {
    const res = await fetch(`${s.url}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Sorry, the page you&#x27;re looking for doesn&#x27;t exist.");
  });

  it.each([
    ["/mission", "/our-mission"],
    ["/substreams", "/subteams"],
    ["/contact", "/contact-us"],
  ])("redirects %s to %s with 308", async (from, to) => {
    const res = await fetch(`${s.url}${from}`, { redirect: "manual" });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(to);
  });

  it("registers every route of the spec", async () => {
    const routes = [
      "/",
      "/our-mission",
      "/subteams",
      "/financial-reports",
      "/land-acknowledgement",
      "/our-impact",
      "/election-results",
      "/events",
      "/prayer-spaces",
      "/on-campus-halal-food",
      "/off-campus-halal-food",
      "/housing",
      "/contact-us",
      "/wellness-tips",
      "/past-videos",
      "/blogs",
      "/fiqh-qna-submission",
      "/login",
      "/tournament",
      "/live",
      "/registration",
      "/admin/tournament",
      "/pages/app-privacy-policy",
      "/resources",
    ];
    for (const route of routes) expect((await fetch(`${s.url}${route}`)).status, route).toBe(200);
  });

  it("redirects /dashboard to /login when signed out", async () => {
    const res = await fetch(`${s.url}/dashboard`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
  });
});

describe("identity from configuration", () => {
  it("names the association from MSA_* settings in the page and the web app manifest", async () => {
    const other = await startTestServer({
      MSA_NAME: "Example College Muslim Students' Association",
      MSA_SHORT_NAME: "ECMSA",
    });
    try {
      const html = await (await fetch(other.url)).text();
      expect(html).toContain("Example College Muslim Students&#x27; Association");
      expect(html).toContain(">ECMSA<");
      const manifest = await (await fetch(`${other.url}/site.webmanifest`)).json();
      expect(manifest).toMatchObject({ short_name: "ECMSA", start_url: "/" });
    } finally {
      await other.close();
    }
  });
});
