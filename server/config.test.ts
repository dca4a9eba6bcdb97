import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults: port 3000, embedded database under ./data", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve("data"));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.identity.socials.map((s) => s.label)).toEqual([
      "Facebook",
      "Instagram",
      "YouTube",
      "Discord",
      "WhatsApp group",
      "Link hub",
    ]);
  });

  it("reads overrides and treats empty values as unset", () => {
    const c = loadConfig({
      PORT: "8080",
      MSA_SHORT_NAME: "TestMSA",
      DATABASE_URL: "postgres://u@h/db",
      ADMIN_PASSWORD: "",
    });
    expect(c.port).toBe(8080);
    expect(c.identity.shortName).toBe("TestMSA");
    expect(c.databaseUrl).toBe("postgres://u@h/db");
    expect(c.adminPassword).toBeUndefined();
  });

  it("reads the Home blocks' website and donate links, with defaults, and refuses a link that is not http(s)", () => {
    const defaults = loadConfig({}).identity;
    expect(defaults.orphanSponsorship.url).toMatch(/^https:\/\//);
    expect(defaults.iic.donateUrl).toMatch(/^https:\/\//);
    const c = loadConfig({
      MSA_ORPHAN_SPONSORSHIP_URL: "https://osp.example.net/",
      MSA_ORPHAN_SPONSORSHIP_DONATE_URL: "https://osp.example.net/give",
      MSA_IIC_URL: "https://iic.example.net/",
      MSA_IIC_DONATE_URL: "",
    }).identity;
    expect(c.orphanSponsorship).toEqual({ url: "https://osp.example.net/", donateUrl: "https://osp.example.net/give" });
    expect(c.iic).toEqual({ url: "https://iic.example.net/", donateUrl: defaults.iic.donateUrl });
    expect(() => loadConfig({ MSA_IIC_DONATE_URL: "javascript:alert(1)" })).toThrowError(/MSA_IIC_DONATE_URL/);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL: must start with postgres://");
      expect(message).toContain("ADMIN_PASSWORD: must be at least 8 characters");
    }
  });
});
