import { describe, expect, it } from "vitest";
import { HttpError } from "~/lib/http-error";
import { authorize, can, policy, roles } from "./policy";
import { sectionsFor } from "./sections";

const actor = (role: (typeof roles)[number]) => ({ id: "1", email: "a@b.c", name: "a", role });

describe("permission policy", () => {
  it("lists only known roles, and never gives the user role a write", () => {
    for (const allowed of Object.values(policy)) {
      for (const role of allowed) expect(roles).toContain(role);
      expect(allowed).not.toContain("user");
    }
  });

  it("follows SPEC §6: each section's role, admin all but push and accounts", () => {
    expect(can("education", "update:jummah")).toBe(true);
    expect(can("education", "update:nav-forms")).toBe(false);
    expect(can("internal", "update:nav-forms")).toBe(true);
    expect(can("external", "manage:past-events")).toBe(true);
    expect(can("admin", "send:push")).toBe(false);
    expect(can("super-admin", "send:push")).toBe(true);
    expect(can("tournament", "manage:tournament")).toBe(true);
    expect(can("tournament", "update:jummah")).toBe(false);
    expect(can(undefined, "update:jummah")).toBe(false);
  });

  it("answers 401 for nobody and 403 for the wrong role", () => {
    expect(() => authorize(null, "update:nav-forms")).toThrowError(expect.objectContaining({ status: 401 }));
    expect(() => authorize(actor("education"), "update:nav-forms")).toThrowError(HttpError);
    expect(() => authorize(actor("education"), "update:nav-forms")).toThrowError(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => authorize(actor("internal"), "update:nav-forms")).not.toThrow();
  });

  it("shows each role its dashboard sections", () => {
    expect(sectionsFor("user")).toEqual([]);
    expect(sectionsFor("education").map((s) => s.id)).toEqual(["education", "prayer-times", "fiqh-questions"]);
    expect(sectionsFor("internal").map((s) => s.id)).toEqual(["internal", "contact-messages"]);
    expect(sectionsFor("external").map((s) => s.id)).toEqual(["external"]);
    expect(sectionsFor("admin").map((s) => s.id)).toEqual([
      "education",
      "prayer-times",
      "internal",
      "external",
      "contact-messages",
      "fiqh-questions",
      "tournament",
    ]);
    expect(sectionsFor("super-admin").map((s) => s.id)).toEqual([
      "education",
      "prayer-times",
      "internal",
      "external",
      "contact-messages",
      "fiqh-questions",
      "push",
      "accounts",
      "audit",
      "tournament",
    ]);
  });
});
