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
