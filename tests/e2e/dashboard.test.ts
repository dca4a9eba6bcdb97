// The staff dashboard in Chromium, one role at a time, doing each section's main task through the
// screen: Jumu'ah (seen live on Home), duas and categories, a contact-menu link (seen in the
// Contact menu), two resumable uploads with pause and resume, the Home carousel, and a push
// notification. Each page is also checked with axe-core.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dua, pastEventImage, pushNotification } from "../../database/schema";
import { ADMIN, startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  signInThroughForm,
  waitForHydration,
  type TestBrowser,
  type TrackedPage,
} from "../setup/browser";

let s: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

async function staff(role: "education" | "internal" | "external" | "user"): Promise<TrackedPage> {
  const t = await b.newPage();
  await signInThroughForm(t.page, s.url, await s.addUser(role));
  return t;
}

const alert = (t: TrackedPage, text: string) =>
  t.page.getByText(text, { exact: true }).first().waitFor({ timeout: 5000 });

async function photo(seed: number, width = 1600, height = 1100) {
  const raw = randomBytes(width * height * 3);
  raw[0] = seed;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

describe("dashboard by role", () => {
  it("education: edits a khateeb (seen live on Home), adds, edits and deletes a dua, adds and deletes a category with its duas", async () => {
    const home = await b.newPage();
    await home.page.goto(`${s.url}/`);
    await waitForHydration(home.page);
    const t = await staff("education");
    const { page } = t;
    await expect(page.locator("nav[aria-label='Dashboard sections'] a").allTextContents()).resolves.toEqual([
      "Overview",
      "Education",
      "Prayer times",
      "Fiqh questions",
    ]);
    await page.goto(`${s.url}/dashboard/education`);
    await waitForHydration(page);

    // Jumu'ah: required fields, then an update that Home shows without a reload.
    await page.click("button:text-is('Update Jummah')");
    await alert(t, "Please ensure all fields are filled out properly!");
    await page.selectOption("#jummah-key", "jummah2");
    await page.fill("#jummah-khateeb", "Sh. Yusuf Ali");
    await page.fill("#jummah-topic", "Gratitude in hardship");
    await page.click("button:text-is('Update Jummah')");
    await alert(t, "Khateeb and topic updated successfully!");
    await home.page.getByTestId("jummah2-khateeb").getByText("Sh. Yusuf Ali").waitFor({ timeout: 3000 });
    await expect(home.page.getByTestId("jummah2-topic").textContent()).resolves.toBe("Gratitude in hardship");

    // Categories: blank refused, two added.
    await page.getByRole("tab", { name: "Categories" }).click();
    await page.click("button:text-is('Add Category')");
    await alert(t, "Please enter a category name!");
    for (const name of ["Morning", "Travel"]) {
      await page.fill("#category-name", name);
      await page.click("button:text-is('Add Category')");
      await alert(t, "Category added successfully!");
      await page.locator(".list-group-item", { hasText: name }).waitFor();
    }

    // Add a dua to each category.
    await page.getByRole("tab", { name: "Add" }).click();
    await page.click("button:text-is('Add Dua')");
    await alert(t, "Please ensure all fields are filled out properly!");
    for (const [category, english] of [
      ["Morning", "We have reached the morning"],
      ["Travel", "Glory be to the One who has subjected this to us"],
    ] as const) {
      await page.selectOption("#add-dua-category", { label: category });
      await page.fill("#add-dua-source", "Hisn al-Muslim");
      await page.fill("#add-dua-arabic", "أَصْبَحْنَا وَأَصْبَحَ الْمُلْكُ لِلَّهِ");
      await page.fill("#add-dua-transliteration", "Asbahna wa asbahal-mulku lillah");
      await page.fill("#add-dua-english", english);
      await page.click("button:text-is('Add Dua')");
      await alert(t, "Dua added successfully!");
    }
    await expect(page.locator("#add-dua-arabic").getAttribute("dir")).resolves.toBe("rtl");
    await expectNoAxeViolations(page, "education: add tab");

    // Update tab: edit one dua in its modal, then delete it after the confirmation.
    await page.getByRole("tab", { name: "Update" }).click();
    await page.click("button:text-is('We have reached the morning')");
    await page.locator(".modal.show #edit-dua-english").fill("We have entered the morning");
    await page.waitForTimeout(400); // the modal's 300 ms fade-in, so axe sees final colours
    await expectNoAxeViolations(page, "education: edit modal");
    await page.click(".modal.show button:text-is('Save')");
    await alert(t, "Dua updated successfully!");
    await page.click("button:text-is('We have entered the morning')");
    await page.click(".modal.show button:text-is('Delete')");
    const confirm = page.locator(".modal.show", { hasText: "Delete this dua?" });
    await confirm.getByText("We have entered the morning").waitFor();
    await confirm.getByText("Category: Morning").waitFor();
    await confirm.locator("button:text-is('Yes, delete')").click();
    await alert(t, "Dua deleted successfully!");
    await expect(s.services.db.select().from(dua)).resolves.toHaveLength(1);

    // Deleting the Travel category takes its dua with it.
    await page.getByRole("tab", { name: "Categories" }).click();
    await page.locator(".list-group-item", { hasText: "Travel" }).locator("button").click();
    await page.locator(".modal.show").getByText("all duas in this category (1) will be deleted too").waitFor();
    await page.click(".modal.show button:text-is('Delete category and its duas')");
    await alert(t, "Category and its duas deleted successfully!");
    await expect(s.services.db.select().from(dua)).resolves.toHaveLength(0);
    expect(t.errors).toEqual([]);
    await home.close();
    await t.close();
  });

  it("internal: sets a contact-menu link (seen in the Contact menu) and clears it", async () => {
    const t = await staff("internal");
    const { page } = t;
    await page.goto(`${s.url}/dashboard/internal`);
    await waitForHydration(page);
    await page.selectOption("#nav-form-key", "tech_feedback");
    await page.fill("#nav-form-url", "not a link");
    await page.click("button:text-is('Update Link')");
    await alert(t, "Please select a form and enter a valid link.");
    await page.fill("#nav-form-url", "https://forms.example.org/tech");
    await page.click("button:text-is('Update Link')");
    await alert(t, "Form link updated successfully!");
    await page.click("#menu-button-contact");
    const item = page.locator('#menu-contact a.dropdown-item:text-is("Tech Feedback")');
    await item.waitFor({ timeout: 3000 });
    await expect(item.getAttribute("href")).resolves.toBe("https://forms.example.org/tech");
    await page.keyboard.press("Escape");
    await expectNoAxeViolations(page, "internal");
    await page.click("button:text-is('Clear link')");
    await item.waitFor({ state: "detached", timeout: 3000 });
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("external: uploads two images with visible progress, pauses and resumes one, deletes one; Home shows the carousel", async () => {
    const t = await staff("external");
    const { page } = t;
    // Slow every chunk down so that progress, pause and resume can be seen.
    await page.route("**/api/v1/uploads/**", async (route) => {
      if (route.request().method() === "PATCH") await new Promise((r) => setTimeout(r, 600));
      await route.continue().catch(() => {});
    });
    await page.goto(`${s.url}/dashboard/external`);
    await waitForHydration(page);
    await page.getByText("No images found in the bucket.").waitFor();
    await page.click("button:text-is('Upload')");
    await alert(t, "Please select at least one image file to upload.");

    const [a, c] = await Promise.all([photo(1, 2400, 1800), photo(2)]);
    await page.setInputFiles("#images", [
      { name: "iftar-night.jpg", mimeType: "image/jpeg", buffer: a },
      { name: "eid-picnic.jpg", mimeType: "image/jpeg", buffer: c },
    ]);
    await page.click("button:text-is('Upload')");
    const item = page.locator(".upload-item", { hasText: "iftar-night.jpg" });
    await item.locator("button", { hasText: "Pause" }).click();
    await item.locator("[data-state='paused']").waitFor({ timeout: 5000 });
    const pausedAt = Number(await item.getByRole("progressbar").getAttribute("aria-valuenow"));
    expect(pausedAt).toBeLessThan(100);
    await expectNoAxeViolations(page, "external: uploads in progress");
    await item.locator("button", { hasText: "Resume" }).click();
    await alert(t, "All images uploaded successfully!");
    await expect(item.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("100");
    await item.locator("a[href^='/media/external/']").waitFor();
    await expect(page.locator(".image-list li").count()).resolves.toBe(2);
    const rows = await s.services.db.select().from(pastEventImage);
    const stored = rows.find((r) => r.name.endsWith("iftar-night.jpg"))!;
    const served = Buffer.from(await (await fetch(`${s.url}/media/${stored.fullPath}`)).arrayBuffer());
    expect(Buffer.compare(served, a)).toBe(0);

    // Delete one: the button says 'Deleting...' while it works, then the list reloads.
    const row = page.locator(".image-list li", { hasText: "eid-picnic.jpg" });
    await row.locator("button").click();
    await alert(t, "Image deleted successfully!");
    await expect(page.locator(".image-list li").count()).resolves.toBe(1);
    await expect(
      s.services.db.select().from(pastEventImage).where(eq(pastEventImage.id, stored.id)),
    ).resolves.toHaveLength(1);
    expect(t.errors).toEqual([]);

    // Home: the carousel loads Swiper lazily and the enlarge dialog closes on Escape.
    await page.goto(`${s.url}/`);
    await waitForHydration(page);
    // Swiper is imported when the section comes near the viewport, which is further down the page.
    await page.locator(".past-events").scrollIntoViewIfNeeded();
    await page.locator(".past-events .swiper-initialized").waitFor({ timeout: 10_000 });
    await page.locator(".past-events .swiper-button-next").waitFor({ state: "attached" });
    await page.locator(".past-event-card").first().click();
    const dialog = page.locator("dialog.enlarge-dialog[open]");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectNoAxeViolations(page, "home with carousel");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("external: refuses an SVG and a text file renamed .jpg through the screen, storing nothing", async () => {
    const t = await staff("external");
    const { page } = t;
    const before = await s.services.db.select().from(pastEventImage);
    await page.goto(`${s.url}/dashboard/external`);
    await waitForHydration(page);
    await page.setInputFiles("#images", [
      {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are not the pixels you expect\n") },
    ]);
    await page.click("button:text-is('Upload')");
    // 'Upload failed for {filename}', followed by the server's reason.
    await page.getByText("Upload failed for logo.svg").waitFor({ timeout: 10_000 });
    await page.getByText("Upload failed for notes.jpg").waitFor({ timeout: 10_000 });
    expect(await page.getByText("All images uploaded successfully!").count()).toBe(0);
    await expect(s.services.db.select().from(pastEventImage)).resolves.toHaveLength(before.length);
    await t.close();
  });

  it("external: an upload interrupted by a page reload resumes where it stopped, byte-identical", async () => {
    const t = await staff("external");
    const { page } = t;
    await page.route("**/api/v1/uploads/**", async (route) => {
      if (route.request().method() === "PATCH") await new Promise((r) => setTimeout(r, 500));
      await route.continue().catch(() => {});
    });
    const requests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/v1/uploads")) requests.push(r.method());
    });
    // A file on disk keeps its name, size and modification time: tus-js-client's fingerprint.
    const dir = mkdtempSync(path.join(os.tmpdir(), "msa-e2e-"));
    const file = path.join(dir, "ramadan-night.jpg");
    const data = await photo(3, 2400, 1800); // several 1 MiB chunks
    expect(data.length).toBeGreaterThan(2 * 1024 * 1024);
    writeFileSync(file, data);
    await page.goto(`${s.url}/dashboard/external`);
    await waitForHydration(page);
    await page.setInputFiles("#images", file);
    await page.click("button:text-is('Upload')");
    const bar = page.locator(".upload-item").getByRole("progressbar");
    await page.waitForFunction(
      () => Number(document.querySelector(".upload-item [role=progressbar]")?.getAttribute("aria-valuenow")) > 0,
    );
    await page.locator(".upload-item button", { hasText: "Pause" }).click();
    await page.locator(".upload-item [data-state='paused']").waitFor();
    const before = Number(await bar.getAttribute("aria-valuenow"));
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(100);

    await page.reload();
    await waitForHydration(page);
    requests.length = 0;
    await page.setInputFiles("#images", file);
    await page.click("button:text-is('Upload')");
    await alert(t, "All images uploaded successfully!");
    // Resumed: it asked for the offset (HEAD) instead of creating a new upload (POST).
    expect(requests[0]).toBe("HEAD");
    expect(requests).not.toContain("POST");
    const [row] = await s.services.db.select().from(pastEventImage).where(eq(pastEventImage.size, data.length));
    const served = Buffer.from(await (await fetch(`${s.url}/media/${row!.fullPath}`)).arrayBuffer());
    expect(Buffer.compare(served, data)).toBe(0);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("super-admin: sends a push notification through the confirmation modal; sees accounts and the audit trail", async () => {
    const t = await b.newPage();
    const { page } = t;
    await signInThroughForm(page, s.url, ADMIN);
    await expect(page.locator("nav[aria-label='Dashboard sections'] a").allTextContents()).resolves.toEqual([
      "Overview",
      "Education",
      "Prayer times",
      "Internal",
      "External",
      "Contact messages",
      "Fiqh questions",
      "Push notifications",
      "Staff accounts",
      "Audit trail",
      "Tournament",
    ]);
    await page.goto(`${s.url}/dashboard/push`);
    await waitForHydration(page);
    await page.click("button:text-is('Send Notification')");
    await alert(t, "Please enter both a subject and a message.");
    await page.fill("#push-subject", "Iftar tonight");
    await page.fill("#push-message", "Free iftar in SLC at sunset.");
    await page.click("button:text-is('Send Notification')");
    await page.click(".modal.show button:text-is('No, cancel')");
    await page.locator(".modal.show").waitFor({ state: "detached" });
    await expect(s.services.db.select().from(pushNotification)).resolves.toHaveLength(0);
    await page.click("button:text-is('Send Notification')");
    await page.locator(".modal.show").waitFor();
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page, "push confirmation");
    await page.click(".modal.show button:text-is('Yes, send')");
    await page.getByText("Notification sent successfully!", { exact: false }).waitFor();
    await page.locator("td", { hasText: "Iftar tonight" }).waitFor();
    await expect(s.services.db.select().from(pushNotification)).resolves.toHaveLength(1);

    await page.goto(`${s.url}/dashboard/accounts`);
    await waitForHydration(page);
    await page.fill("#new-email", "new-editor@test.local");
    await page.selectOption("#new-role", "education");
    await page.click("button:text-is('Create account')");
    await page.getByText("Account new-editor@test.local created.").waitFor();
    await page.locator("code", { hasText: "/set-password?token=" }).waitFor();
    await expectNoAxeViolations(page, "accounts");

    await page.goto(`${s.url}/dashboard/audit`);
    await page.locator("td", { hasText: "send:push" }).first().waitFor();
    await page.locator("td", { hasText: "update:jummah" }).first().waitFor();
    await expectNoAxeViolations(page, "audit");
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("user: sees no section and is refused a section's page", async () => {
    const t = await staff("user");
    await t.page.getByText("Your account has no dashboard access yet.").waitFor();
    const res = await t.page.goto(`${s.url}/dashboard/education`);
    expect(res?.status()).toBe(403);
    await t.close();
  });
});
