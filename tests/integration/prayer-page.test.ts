// The prayer-times page's action, posted to directly the way the page's fetchers do (React Router's
// single fetch: POST /dashboard/prayer-times.data). The action has no permission check of its own:
// these tests show that the module commands it calls refuse other roles, change nothing and leave
// a "refused" row in the audit trail, while a permitted role gets its work done.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../database/schema";
import { getPrayerRules, listTimetableYears } from "../../app/modules/prayer/prayer.server";
import { snapshot } from "../setup/db-snapshot";
import { signIn, startTestServer, type TestServer } from "../setup/server";

let s: TestServer;
let education: string;
beforeAll(async () => {
  s = await startTestServer();
  education = await signIn(s.url, await s.addUser("education"));
});
afterAll(() => s?.close());

const csv = [
  "date,fajr,sunrise,dhuhr,asr,maghrib,isha",
  "2032-06-01,03:40,05:20,13:25,17:30,21:15,22:50",
  "2032-06-02,03:39,05:20,13:25,17:30,21:16,22:51",
].join("\n");

const post = (fields: Record<string, string>, cookie?: string, path = "/dashboard/prayer-times.data") =>
  fetch(`${s.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: s.url,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const lastAudit = async () => (await s.services.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("the prayer-times page action", () => {
  it("imports, saves settings and removes a year for education", async () => {
    const imported = await post({ intent: "import", csv }, education);
    expect(imported.status).toBe(200);
    // The turbo-stream body carries the outcome's message as a plain string.
    expect(await imported.text()).toContain("Imported the 2032 timetable: 2 days.");
    await expect(listTimetableYears(s.services.db)).resolves.toContainEqual({ year: 2032, days: 2 });

    const saved = await post({ intent: "rules", hijriOffsetDays: "-1", fromDay: "1", time: "21:20" }, education);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Prayer settings saved.");
    await expect(getPrayerRules(s.services.db)).resolves.toEqual({
      hijriOffsetDays: -1,
      ramadanIsha: [{ fromDay: 1, time: "21:20" }],
    });
  });

  it("refuses an internal user with 403 for every intent, changing nothing and auditing the refusal", async () => {
    const creds = await s.addUser("internal");
    const cookie = await signIn(s.url, creds);
    const attempts: Record<string, string>[] = [
      { intent: "import", csv: csv.replaceAll("2032", "2033") },
      { intent: "remove", year: "2032" },
      { intent: "rules", hijriOffsetDays: "2", fromDay: "1", time: "21:00" },
    ];
    for (const fields of attempts) {
      const before = await snapshot(s.services.db);
      const res = await post(fields, cookie);
      expect(res.status, fields.intent).toBe(403);
      expect(await res.text()).toContain("Your role does not allow this action.");
      expect(await snapshot(s.services.db)).toEqual(before);
      expect(await lastAudit()).toMatchObject({
        actorEmail: creds.email,
        role: "internal",
        action: "manage:prayer-times",
        outcome: "refused",
      });
    }
    await expect(listTimetableYears(s.services.db)).resolves.toEqual([{ year: 2032, days: 2 }]);
    await expect(getPrayerRules(s.services.db)).resolves.toMatchObject({ hijriOffsetDays: -1 });
  });

  it("refuses anonymous with 401, and a plain form post by another role with 403", async () => {
    const external = await signIn(s.url, await s.addUser("external"));
    const before = await snapshot(s.services.db);
    expect((await post({ intent: "remove", year: "2032" })).status).toBe(401);
    // A document request (no JavaScript) also runs the page's loader, which refuses the section.
    expect((await post({ intent: "remove", year: "2032" }, external, "/dashboard/prayer-times")).status).toBe(403);
    expect(await snapshot(s.services.db)).toEqual(before);
  });

  it("answers a refused file with the bad rows for the form, keeping the imported year", async () => {
    const bad = `${csv}\n2032-06-03,03:39,05:20,1:25,17:30,21:16,22:51\n2031-06-04,03:39,05:20,13:25,17:30,21:16,22:51`;
    const res = await post({ intent: "import", csv: bad }, education);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("The timetable was not imported; nothing was changed.");
    expect(body).toContain("Row 4: dhuhr 01:25 is not after sunrise 05:20");
    expect(body).toContain("Row 5: 2031-06-04 is not in 2032");
    await expect(listTimetableYears(s.services.db)).resolves.toEqual([{ year: 2032, days: 2 }]);
  });

  it("serves a template that the import accepts, to staff only", async () => {
    const res = await fetch(`${s.url}/dashboard/prayer-times/template.csv`, { headers: { cookie: education } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="prayer-timetable-\d{4}-template\.csv"$/,
    );
    const template = await res.text();
    const lines = template.trim().split("\r\n");
    expect(lines[0]).toBe("date,fajr,sunrise,dhuhr,asr,maghrib,isha");
    expect(lines.slice(1).map((l) => l.slice(5, 10))).toEqual(["01-01", "01-02", "01-03"]);
    const internal = await signIn(s.url, await s.addUser("internal"));
    const refused = await fetch(`${s.url}/dashboard/prayer-times/template.csv`, { headers: { cookie: internal } });
    expect(refused.status).toBe(403);
    const anon = await fetch(`${s.url}/dashboard/prayer-times/template.csv`, { redirect: "manual" });
    expect(anon.status).toBe(302);

    const imported = await post({ intent: "import", csv: template }, education);
    expect(await imported.text()).toContain(`Imported the ${lines[1]!.slice(0, 4)} timetable: 3 days.`);
  });

  it("imports the file itself when the browser sends it without JavaScript", async () => {
    const body = new FormData();
    body.set("intent", "import");
    body.set("file", new Blob([csv.replaceAll("2032", "2034")], { type: "text/csv" }), "masjid-2034.csv");
    const res = await fetch(`${s.url}/dashboard/prayer-times`, {
      method: "POST",
      headers: { cookie: education, origin: s.url },
      body,
    });
    expect(res.status).toBe(200);
    // Rendered on the page, not only carried in its hydration data.
    expect(await res.text()).toContain('role="status">Imported the 2034 timetable: 2 days.</div>');
    await expect(listTimetableYears(s.services.db)).resolves.toContainEqual({ year: 2034, days: 2 });
  });

  it("removes a year for education", async () => {
    const res = await post({ intent: "remove", year: "2032" }, education);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Removed the 2032 timetable; those days are computed again.");
    expect((await listTimetableYears(s.services.db)).map((y) => y.year)).not.toContain(2032);
  });
});
