// Contact and fiqh forms end to end on the server: the no-JavaScript form posts, the verbatim
// messages, storage before success, delivery to a real SMTP server (smtp-server) with the
// template fields, retries while it is down and exactly one delivery once it is back, a failed
// delivery that stays visible, the honeypot, the per-address limit and the staff inbox.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message, outbox } from "../../database/schema";
import { signIn, startTestServer, type TestServer } from "../setup/server";

interface Mail {
  to: string;
  raw: string;
}
const inbox: Mail[] = [];
let rejecting = false;
let smtp: SMTPServer | null = null;
let smtpPort = 0;

function startSmtp(port = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (c: string) => (raw += c));
      stream.on("end", () => {
        if (rejecting) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    smtp!.listen(port, "127.0.0.1", () => resolve((smtp!.server.address() as AddressInfo).port)),
  );
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

let s: TestServer;
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  smtpPort = await startSmtp();
  s = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_MAIL_TO: "contact@msa.test",
    FIQH_MAIL_TO: "fiqh@msa.test",
    OUTBOX_POLL_SECONDS: "0.1",
    OUTBOX_RETRY_BASE_SECONDS: "0.1",
    OUTBOX_MAX_ATTEMPTS: "6",
    FORM_RATE_LIMIT_MAX: "3",
    TRUST_PROXY: "true",
  });
});
afterAll(async () => {
  await s?.close();
  await stopSmtp();
});

/** Posts a page's form the way a browser without JavaScript does. */
function post(path: string, fields: Record<string, string>, ip = freshIp()) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
  });
}

async function until<T>(fn: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const mailsWith = (marker: string) => inbox.filter((m) => m.raw.includes(marker));
const countMessages = async () =>
  Number((await s.services.db.select({ n: sql<number>`count(*)` }).from(message))[0]!.n);

async function deliveryOf(marker: string) {
  const rows = await s.services.db
    .select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(message)
    .innerJoin(outbox, eq(outbox.messageId, message.id))
    .where(sql`${message.fields}::text like ${`%${marker}%`}`);
  return rows[0];
}

describe("contact form", () => {
  it("stores a valid message, shows the success text and mails it with the template fields", async () => {
    const marker = `contact-${Date.now()}`;
    const res = await post("/contact-us", {
      name: "Aisha Test",
      email: "aisha@example.org",
      message: `Salam ${marker}`,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your message has been sent!");
    const [mail] = await until(async () => mailsWith(marker).length > 0 && mailsWith(marker));
    expect(mail!.to).toBe("contact@msa.test");
    expect(mail!.raw).toContain("Name: Aisha Test");
    expect(mail!.raw).toContain("Email: aisha@example.org");
    expect(mail!.raw).toContain(`Salam ${marker}`);
    expect(mail!.raw).toMatch(/Reply-To: aisha@example\.org/i);
    await until(async () => (await deliveryOf(marker))?.status === "sent");
  });

  it("gives each required-field rule its message and keeps what was typed", async () => {
    const before = await countMessages();
    let res = await post("/contact-us", { name: "", email: "kept@example.org", message: "kept message" });
    expect(res.status).toBe(200);
    let html = await res.text();
    expect(html).toContain("Please enter your name.");
    expect(html).toContain('value="kept@example.org"');
    expect(html).toContain("kept message</textarea>");
    res = await post("/contact-us", { name: "Omar", email: "not-an-email", message: "x" });
    html = await res.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="Omar"');
    res = await post("/contact-us", { name: "Omar", email: "o@example.org", message: "" });
    expect(await res.text()).toContain("Please enter your message.");
    expect(await countMessages()).toBe(before);
  });

  it("stores nothing when the honeypot is filled, yet answers like a success", async () => {
    const before = await countMessages();
    const res = await post("/contact-us", {
      name: "Bot",
      email: "bot@spam.test",
      message: "buy",
      website: "https://spam",
    });
    expect(await res.text()).toContain("Your message has been sent!");
    expect(await countMessages()).toBe(before);
  });

  it("limits how many messages one address may send", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const r = await post("/contact-us", { name: "N", email: "n@example.org", message: `limit ${i}` }, ip);
      expect(r.status).toBe(200);
    }
    const r = await post("/contact-us", { name: "N", email: "n@example.org", message: "limit 4" }, ip);
    expect(r.status).toBe(429);
    const html = await r.text();
    expect(html).toContain("Please wait a while and try again.");
    expect(html).toContain("limit 4</textarea>");
    // Another address is not affected.
    expect((await post("/contact-us", { name: "N", email: "n@example.org", message: "other" })).status).toBe(200);
  });
});

describe("fiqh form", () => {
  const FIQH = "Please make sure to enter your email, privacy status, and the question";

  it("requires email, privacy and question with the spec's message", async () => {
    for (const missing of ["email", "privacy", "question"]) {
      const fields: Record<string, string> = {
        email: "f@example.org",
        privacy: "Public",
        question: "Is it?",
        school: "Shafi'i",
      };
      delete fields[missing];
      const res = await post("/fiqh-qna-submission", fields);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(FIQH);
      if (missing !== "question") expect(html).toContain("Is it?</textarea>");
    }
  });

  it("stores and mails a question with every template field", async () => {
    const marker = `fiqh-${Date.now()}`;
    const res = await post("/fiqh-qna-submission", {
      email: "q@example.org",
      privacy: "Public",
      revertStatus: "< 5 Years",
      school: "Hanafi",
      question: `May I ${marker}?`,
    });
    expect(await res.text()).toContain("Your question has been submitted!");
    const [mail] = await until(async () => mailsWith(marker).length > 0 && mailsWith(marker));
    expect(mail!.to).toBe("fiqh@msa.test");
    for (const t of ["Email: q@example.org", "Privacy: Public", "Revert status: < 5 Years", "School: Hanafi"]) {
      expect(mail!.raw).toContain(t);
    }
  });

  it("takes JSON through the API too", async () => {
    const marker = `api-${Date.now()}`;
    const res = await fetch(`${s.url}/api/v1/fiqh-questions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email: "api@example.org", privacy: "Private", question: marker }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Your question has been submitted!" });
    const bad = await fetch(`${s.url}/api/v1/fiqh-questions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email: "api@example.org" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: FIQH } });
    await until(async () => mailsWith(marker).length === 1);
  });
});

describe("delivery", () => {
  it("keeps the message while SMTP is down and delivers it exactly once when it is back", async () => {
    await stopSmtp();
    const marker = `down-${Date.now()}`;
    const res = await post("/contact-us", { name: "Down", email: "down@example.org", message: marker });
    expect(await res.text()).toContain("Your message has been sent!");
    const d = await until(async () => {
      const row = await deliveryOf(marker);
      return row && row.attempts >= 2 && row.status === "pending" && row;
    });
    expect(d.lastError).toBeTruthy();
    expect(mailsWith(marker)).toHaveLength(0);
    await startSmtp(smtpPort);
    await until(async () => (await deliveryOf(marker))?.status === "sent");
    // More passes of the worker must not send it again.
    await new Promise((r) => setTimeout(r, 800));
    expect(mailsWith(marker)).toHaveLength(1);
  });

  it("marks a message failed when delivery keeps failing, and shows it in the inbox", async () => {
    rejecting = true;
    const marker = `fail-${Date.now()}`;
    try {
      await post("/contact-us", { name: "Fail", email: "fail@example.org", message: marker });
      const row = await until(async () => {
        const r = await deliveryOf(marker);
        return r?.status === "failed" && r;
      }, 15_000);
      expect(row.attempts).toBe(6);
      expect(row.lastError).toMatch(/550|Mailbox unavailable/);
    } finally {
      rejecting = false;
    }
    const cookie = await signIn(s.url, await s.addUser("internal"));
    const html = await (await fetch(`${s.url}/dashboard/inbox/contact`, { headers: { cookie } })).text();
    expect(html).toContain(marker);
    expect(html).toContain("Delivery failed");
    expect(html).toContain("Delivered");
  });
});

describe("staff inbox", () => {
  it("shows contact messages to super-admin, admin and internal only, fiqh questions to education", async () => {
    const expectations: [string, "contact" | "fiqh", number][] = [
      ["internal", "contact", 200],
      ["admin", "contact", 200],
      ["education", "contact", 403],
      ["external", "contact", 403],
      ["education", "fiqh", 200],
      ["internal", "fiqh", 403],
      ["user", "fiqh", 403],
    ];
    for (const [role, kind, status] of expectations) {
      const cookie = await signIn(s.url, await s.addUser(role as never));
      const res = await fetch(`${s.url}/dashboard/inbox/${kind}`, { headers: { cookie } });
      expect(res.status, `${role} ${kind}`).toBe(status);
    }
    const anon = await fetch(`${s.url}/dashboard/inbox/fiqh`, { redirect: "manual" });
    expect(anon.status).toBe(302);
  });

  it("marks a question answered", async () => {
    const marker = `answer-${Date.now()}`;
    await post("/fiqh-qna-submission", { email: "a@example.org", privacy: "Private", question: marker });
    const [row] = await s.services.db
      .select({ id: message.id })
      .from(message)
      .where(sql`${message.fields}->>'question' = ${marker}`);
    const creds = await s.addUser("education");
    const cookie = await signIn(s.url, creds);
    const res = await fetch(`${s.url}/dashboard/inbox/fiqh`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: row!.id, answered: "true" }).toString(),
    });
    expect(res.status).toBe(200);
    const [after] = await s.services.db.select().from(message).where(eq(message.id, row!.id));
    expect(after!.answeredBy).toBe(creds.email);
    // Someone without the role cannot.
    const other = await signIn(s.url, await s.addUser("internal"));
    const refused = await fetch(`${s.url}/dashboard/inbox/fiqh`, {
      method: "POST",
      headers: { cookie: other, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: row!.id, answered: "false" }).toString(),
    });
    expect(refused.status).toBe(403);
    const [still] = await s.services.db.select().from(message).where(eq(message.id, row!.id));
    expect(still!.answeredAt).not.toBeNull();
  });
});

describe("search engines", () => {
  it("gives each page a title, description, canonical URL, Open Graph tags and organisation data", async () => {
    const html = await (await fetch(`${s.url}/our-mission`)).text();
    expect(html).toContain("<title>Our Mission | UWMSA</title>");
    expect(html).toMatch(/<meta name="description" content="The goals of the Muslim Students/);
    expect(html).toContain(`<link rel="canonical" href="${s.url}/our-mission"/>`);
    expect(html).toContain(`<meta property="og:image" content="${s.url}/images/og-image.png"/>`);
    expect(html).toContain('<script type="application/ld+json"');
    expect(html).toContain('"@type":"Organization"');
    const finder = await (await fetch(`${s.url}/off-campus-halal-food?cuisine=Pizza`)).text();
    expect(finder).toContain(`<link rel="canonical" href="${s.url}/off-campus-halal-food"/>`);
    const robots = await (await fetch(`${s.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain(`Sitemap: ${s.url}/sitemap.xml`);
    const sitemap = await fetch(`${s.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${s.url}/financial-reports</loc>`);
    expect(xml).not.toContain("/dashboard");
  });
});

describe("when the message cannot be stored", () => {
  it("tells the visitor it went wrong, never that it was sent, keeps the text, and stores no half", async () => {
    const broken = await startTestServer();
    try {
      // The outbox insert fails, so the whole transaction (message row included) rolls back.
      await broken.services.db.execute(sql`drop table outbox`);
      let res = await fetch(`${broken.url}/contact-us`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Lost?", email: "l@example.org", message: "keep me" }).toString(),
      });
      expect(res.status).toBe(503);
      let html = await res.text();
      expect(html).toContain("Something went wrong. Please try again.");
      expect(html).not.toContain("Your message has been sent!");
      expect(html).toContain("keep me</textarea>");
      res = await fetch(`${broken.url}/fiqh-qna-submission`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "l@example.org", privacy: "Private", question: "stored?" }).toString(),
      });
      html = await res.text();
      expect(html).toContain("An error occurred. Please try again.");
      expect(html).not.toContain("Your question has been submitted!");
      const [row] = await broken.services.db.select({ n: sql<number>`count(*)` }).from(message);
      expect(Number(row!.n)).toBe(0);
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
