import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sanitizeFilename, sniffImage } from "./media.server";

describe("content sniffing", () => {
  it("accepts raster images by their bytes, whatever their name", async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: "#0b3d2e" } });
    expect(await sniffImage(await base.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(await sniffImage(await base.clone().png().toBuffer())).toBe("image/png");
    expect(await sniffImage(await base.clone().webp().toBuffer())).toBe("image/webp");
    expect(await sniffImage(await base.clone().gif().toBuffer())).toBe("image/gif");
  });

  it("refuses SVG, text, PDF and empty input", async () => {
    expect(await sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await sniffImage(Buffer.from("just some text, named photo.jpg"))).toBeNull();
    expect(await sniffImage(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"))).toBeNull();
    expect(await sniffImage(new Uint8Array())).toBeNull();
  });
});

describe("sanitizeFilename", () => {
  it("keeps a safe base name and never a path", () => {
    expect(sanitizeFilename("Eid dinner 2025.jpg")).toBe("Eid-dinner-2025.jpg");
    expect(sanitizeFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFilename("C:\\photos\\..\\x.png")).toBe("x.png");
    expect(sanitizeFilename(".hidden")).toBe("hidden");
    expect(sanitizeFilename("")).toBe("image");
  });
});
