import { describe, expect, it } from "vitest";
import { TEXT } from "./constants";
import { renderMail, backoffSeconds } from "./outbox.server";
import { validate } from "./validate";

const FIQH = "Please make sure to enter your email, privacy status, and the question";

describe("form rules", () => {
  it("fiqh: email, privacy and question are required, with the spec's message", () => {
    const ok = { email: "a@b.ca", privacy: "Private", question: "Q?", revertStatus: "", school: "" };
    expect(validate("fiqh", ok)).toMatchObject({ ok: true, fields: { revertStatus: "---", school: "" } });
    for (const k of ["email", "privacy", "question"] as const) {
      const r = validate("fiqh", { ...ok, [k]: "  " });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.formError).toBe(FIQH);
        expect(Object.keys(r.errors)).toEqual([k]);
      }
    }
    expect(TEXT.fiqh.required).toBe(FIQH);
    const bad = validate("fiqh", { ...ok, privacy: "Secret" });
    expect(bad.ok).toBe(false);
    const email = validate("fiqh", { ...ok, email: "not-an-email" });
    expect(email.ok === false && email.errors.email).toBe("Please enter a valid email address.");
    const revert = validate("fiqh", { ...ok, revertStatus: ">= 5 Years" });
    expect(revert.ok && revert.fields.revertStatus).toBe(">= 5 Years");
  });

  it("contact: name, email in e-mail format and message are required", () => {
    const ok = { name: "Aisha", email: "aisha@example.org", message: "Salam" };
    expect(validate("contact", ok).ok).toBe(true);
    const cases: [Partial<typeof ok>, string, string][] = [
      [{ name: "" }, "name", "Please enter your name."],
      [{ email: "" }, "email", "Please enter a valid email address."],
      [{ email: "aisha@" }, "email", "Please enter a valid email address."],
      [{ message: " " }, "message", "Please enter your message."],
    ];
    for (const [change, field, text] of cases) {
      const r = validate("contact", { ...ok, ...change });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[field]).toBe(text);
    }
  });

  it("caps lengths", () => {
    const r = validate("contact", { name: "x".repeat(101), email: "a@b.ca", message: "m" });
    expect(r.ok === false && r.errors.name).toMatch(/under 100/);
    expect(validate("contact", { name: "x", email: "a@b.ca", message: "m".repeat(5001) }).ok).toBe(false);
  });

  it("renders the template fields into the mail and backs off exponentially", () => {
    const m = renderMail(
      "fiqh",
      { email: "a@b.ca", privacy: "Public", revertStatus: "< 1 Year", school: "Hanafi", question: "Why?" },
      "UWMSA",
    );
    expect(m.text).toContain("Privacy: Public");
    expect(m.text).toContain("Revert status: < 1 Year");
    expect(m.text).toContain("School: Hanafi");
    expect(m.replyTo).toBe("a@b.ca");
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(30, 30)).toBe(6 * 3600);
  });
});
