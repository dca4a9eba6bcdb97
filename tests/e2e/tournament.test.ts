// Tournament day in two browsers: a tournament admin runs the portal while a visitor watches
// /live, which follows every save within a second and without a reload. Registration: the
// blocking modal while it is off (and the server refuses a direct POST); on, a new player shows
// up in the open Team Roster live.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signIn, startTestServer, type TestServer } from "../setup/server";
import {
  expectNoAxeViolations,
  launchBrowser,
  waitForHydration,
  type TestBrowser,
  type TrackedPage,
} from "../setup/browser";

let s: TestServer;
let b: TestBrowser;
let creds: { email: string; password: string };
beforeAll(async () => {
  [s, b] = await Promise.all([startTestServer(), launchBrowser()]);
  creds = await s.addUser("tournament");
});
afterAll(async () => {
  await b?.close();
  await s?.close();
});

const noReload = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

async function openLive(): Promise<TrackedPage> {
  const t = await b.newPage();
  const stream = t.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/live" && r.status() === 200);
  await t.page.goto(`${s.url}/live`);
  // The live page has its own navbar instead of the site's: wait for React to own it.
  await t.page.waitForFunction(() => {
    const nav = document.querySelector("nav.live-navbar");
    return Boolean(nav && Object.keys(nav).some((k) => k.startsWith("__react")));
  });
  await stream;
  await t.page.waitForSelector('.live-status[data-status="open"]');
  await t.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return t;
}

/** Runs `act` in the admin's browser and returns how long until `selector` appears for the viewer. */
async function timeUntil(viewer: Page, selector: string, act: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  const seen = viewer.waitForSelector(selector, { state: "attached", timeout: 5000 }).then(() => performance.now());
  await act();
  return (await seen) - started;
}

async function select(page: Page, id: string, label: string) {
  await page.selectOption(`#${id}`, { label });
}

describe("tournament day", () => {
  it("an admin signs in on the portal, adds teams and a game, and /live follows every step within a second", async () => {
    const viewer = await openLive();
    const admin = await b.newPage();
    const a = admin.page;
    await a.goto(`${s.url}/admin/tournament`);
    await waitForHydration(a);
    await a.waitForSelector(".modal .admin-login-form");
    await expect(a.locator(".modal-title").textContent()).resolves.toBe("Admin Login");
    await a.fill("#admin-email", creds.email);
    await a.fill("#admin-password", "wrong-password");
    await a.click(".admin-login-form button[type=submit]");
    await a.waitForSelector(".admin-login-error");
    await expect(a.locator(".admin-login-error").textContent()).resolves.toMatch(/^Login failed: .+/);
    await a.fill("#admin-password", creds.password);
    await a.click(".admin-login-form button[type=submit]");
    await a.waitForSelector("#admin-tabs");
    await expect(a.locator("[data-testid=visits]").textContent()).resolves.toMatch(/^(---|\d+)$/);
    await expectNoAxeViolations(a, "/admin/tournament");

    // Add Team, twice; the validation message first.
    await a.click('#admin-tabs button:text-is("Add Team")');
    await a.click(".add-team-form button[type=submit]");
    await expect(a.locator("#add-team-note").textContent()).resolves.toBe("Please fill in all fields!");
    for (const [name, uni] of [
      ["Golden Hawks", "WLUMSA"],
      ["Marauders", "MacMSA"],
    ]) {
      await a.fill("#team-name", name!);
      await a.fill("#team-university", uni!);
      await select(a, "team-gender", "Brothers");
      const shown = await timeUntil(viewer.page, `.standings-table tr[data-team="${name}"]`, () =>
        a.click(".add-team-form button[type=submit]"),
      );
      await expect(a.locator("#add-team-note").textContent()).resolves.toBe("Team added!");
      expect(shown, `${name} reached the standings after ${Math.round(shown)} ms`).toBeLessThan(1000);
    }

    // Add Game: the number is prefilled; the same team twice is refused.
    await a.click('#admin-tabs button:text-is("Add Game")');
    await expect(a.inputValue("#game-number")).resolves.toBe("1");
    await select(a, "game-gender", "Brothers");
    await select(a, "game-team1", "Golden Hawks (WLUMSA) (brothers)");
    await select(a, "game-team2", "Golden Hawks (WLUMSA) (brothers)");
    await a.fill("#game-start", "13:30");
    await a.fill("#game-end", "14:10");
    await select(a, "game-location", "CIF Field 7 Section A");
    await a.click(".add-game-form button[type=submit]");
    await expect(a.locator("#add-game-note").textContent()).resolves.toBe("Team 1 and Team 2 must be different.");
    await select(a, "game-team2", "Marauders (MacMSA) (brothers)");
    const gameShown = await timeUntil(viewer.page, '.game-card[data-game="1"]', () =>
      a.click(".add-game-form button[type=submit]"),
    );
    await expect(a.locator("#add-game-note").textContent()).resolves.toBe("Game added!");
    expect(gameShown).toBeLessThan(1000);
    const card = viewer.page.locator('.game-card[data-game="1"]');
    await expect(card.locator(".game-time").textContent()).resolves.toBe("1:30 PM");
    await expect(card.locator(".game-card-bottom").textContent()).resolves.toBe("CIF Field 7 Section A (Brothers)");

    // Update Game: nothing selected, then live, then a score, then ended.
    await a.click('#admin-tabs button:text-is("Update Game Information")');
    await a.click(".update-game-form button[type=submit]");
    await expect(a.locator("#update-game-note").textContent()).resolves.toBe("Select a game first.");
    await a.selectOption("#update-game", { index: 1 });
    await select(a, "update-status", "live");
    const liveShown = await timeUntil(viewer.page, '.game-card[data-game="1"] .live-badge', () =>
      a.click(".update-game-form button[type=submit]"),
    );
    await expect(a.locator("#update-game-note").textContent()).resolves.toBe("Game information updated!");
    await a.fill("#update-score1", "2");
    await a.fill("#update-score2", "1");
    const scoreShown = await timeUntil(
      viewer.page,
      '.game-card[data-game="1"] .game-team[data-side="1"] .game-score:text-is("2")',
      () => a.click(".update-game-form button[type=submit]"),
    );
    await expect(viewer.page.locator('.game-card[data-game="1"] .winner').count()).resolves.toBe(0);
    await expect(
      viewer.page.locator('.standings-table tr[data-team="Golden Hawks"] td.fw-bold').textContent(),
    ).resolves.toBe("0");
    await select(a, "update-status", "ended");
    const endShown = await timeUntil(viewer.page, '.game-card[data-game="1"] .game-team.winner', () =>
      a.click(".update-game-form button[type=submit]"),
    );
    const tableShown = await timeUntil(
      viewer.page,
      '.standings-table tbody tr:first-child[data-team="Golden Hawks"] td.fw-bold:text-is("3")',
      async () => {},
    );
    expect({ liveShown, scoreShown, endShown }).toEqual({
      liveShown: expect.any(Number),
      scoreShown: expect.any(Number),
      endShown: expect.any(Number),
    });
    for (const [what, ms] of Object.entries({ liveShown, scoreShown, endShown })) {
      expect(ms, `${what} after ${Math.round(ms)} ms`).toBeLessThan(1000);
    }
    expect(tableShown).toBeLessThan(1000);
    await expect(viewer.page.locator('.game-card[data-game="1"] .winner .game-team-name').textContent()).resolves.toBe(
      "Golden Hawks",
    );
    await expect(viewer.page.locator('.game-card[data-game="1"] .loser .game-team-name').textContent()).resolves.toBe(
      "Marauders",
    );
    await expect(viewer.page.locator(".live-badge").count()).resolves.toBe(0);
    const standings = await viewer.page
      .locator(".standings-table tbody tr")
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("th,td")].map((c) => c.textContent)));
    expect(standings).toEqual([
      ["Golden Hawks", "WLUMSA", "1", "0", "0", "3", "+1"],
      ["Marauders", "MacMSA", "0", "1", "0", "0", "-1"],
    ]);
    // Saving the ended game again changes nothing.
    await a.click(".update-game-form button[type=submit]");
    await expect(a.locator("#update-game-note").textContent()).resolves.toBe("Game information updated!");
    await viewer.page.waitForTimeout(400);
    await expect(
      viewer.page.locator('.standings-table tr[data-team="Golden Hawks"] td.fw-bold').textContent(),
    ).resolves.toBe("3");

    await expect(noReload(viewer.page)).resolves.toBe(true);
    await expectNoAxeViolations(viewer.page, "/live");
    console.info(
      `tournament e2e: team ${Math.round(gameShown)} ms, live ${Math.round(liveShown)} ms, score ${Math.round(scoreShown)} ms, ended ${Math.round(endShown)} ms`,
    );
    expect(viewer.errors).toEqual([]);
    // The one expected error: the deliberately wrong password answered 401.
    expect(admin.errors).toEqual([expect.stringMatching(/status of 401 .*\/admin\/tournament\.data/)]);
    await Promise.all([viewer.close(), admin.close()]);
  });

  it("registration: blocked while off (page and server); on, a new player appears in the open roster live", async () => {
    const visitor = await b.newPage();
    const v = visitor.page;
    await v.goto(`${s.url}/registration`);
    await waitForHydration(v);
    await v.waitForSelector(".modal .modal-title");
    await expect(v.locator(".modal-title").textContent()).resolves.toBe("Registration Disabled");
    await expect(v.locator(".modal-body").textContent()).resolves.toBe("Registration has closed.");
    await v.keyboard.press("Escape");
    await v.mouse.click(5, 5);
    await expect(v.locator(".modal .modal-title").isVisible()).resolves.toBe(true);
    const teams = (await (await fetch(`${s.url}/api/v1/tournament/teams`)).json()) as { id: string; name: string }[];
    const hawks = teams.find((t) => t.name === "Golden Hawks")!;
    const direct = await v.evaluate(
      async (teamId) =>
        (
          await fetch("/api/v1/tournament/registrations", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ teamId, name: "Sneaky Player" }),
          })
        ).status,
      hawks.id,
    );
    expect(direct).toBe(403);

    // The admin switches registration on: the modal goes away live.
    const cookie = await signIn(s.url, creds);
    const on = await fetch(`${s.url}/api/v1/tournament/registration`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ active: true }),
    });
    expect(on.status).toBe(200);
    await v.waitForSelector(".modal", { state: "detached", timeout: 2000 });

    const viewer = await openLive();
    await viewer.page.click('.standings-table tr[data-team="Golden Hawks"] .row-button');
    await viewer.page.waitForSelector('.modal-title:text-is("Team Roster")');
    await expect(viewer.page.locator(".modal-body").textContent()).resolves.toContain("No players listed.");

    await expect(v.locator("#teamId").isDisabled()).resolves.toBe(true);
    await v.click(".registration-form button[type=submit]");
    await expect(v.locator(".registration-result").textContent()).resolves.toBe(
      "Please make sure to select a team and enter your full name!",
    );
    await v.selectOption("#university", "WLUMSA");
    await v.selectOption("#teamId", { label: "Golden Hawks (WLUMSA) (brothers)" });
    await v.fill("#name", "  Yusuf   Ali ");
    const shown = await timeUntil(viewer.page, '.modal-body li:text-is("Yusuf Ali")', () =>
      v.click(".registration-form button[type=submit]"),
    );
    await expect(v.locator(".registration-result").textContent()).resolves.toBe("Registration complete for: Yusuf Ali");
    expect(shown, `the player appeared after ${Math.round(shown)} ms`).toBeLessThan(1000);
    // The same name again is refused.
    await v.fill("#name", "yusuf ali");
    await v.click(".registration-form button[type=submit]");
    await v.waitForSelector('.registration-result:text-matches("^Error registering player")');
    await expect(noReload(viewer.page)).resolves.toBe(true);
    await expectNoAxeViolations(v, "/registration");
    expect(visitor.errors.filter((e) => !/status of 40[39]/.test(e))).toEqual([]);
    expect(viewer.errors).toEqual([]);
    await Promise.all([visitor.close(), viewer.close()]);
  });

  it("/live says when the connection drops and when it is back, then catches up without a reload", async () => {
    const viewer = await openLive();
    const { page } = viewer;
    // The network drops: the server side of every open connection goes away.
    s.server.closeAllConnections();
    await page.waitForSelector('.live-status[data-status="reconnecting"]', { timeout: 5000 });
    await expect(page.locator(".live-status").textContent()).resolves.toContain("Connection lost. Reconnecting…");
    // While it is away, the score changes.
    const cookie = await signIn(s.url, creds);
    const games = (await (await fetch(`${s.url}/api/v1/tournament/games`)).json()) as { id: string }[];
    const res = await fetch(`${s.url}/api/v1/tournament/games/${games[0]!.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ score2: 7 }),
    });
    expect(res.status).toBe(200);
    await page.waitForSelector('.live-status:text-is(" Reconnected. Live updates resumed.")', { timeout: 10_000 });
    await page.waitForSelector('.game-card[data-game="1"] .game-team[data-side="2"] .game-score:text-is("7")', {
      timeout: 3000,
    });
    await expect(noReload(page)).resolves.toBe(true);
    await viewer.close();
  });

  it("Directions open driving directions from the visitor's location, or say why they cannot", async () => {
    const allowed = await b.newPage({
      permissions: ["geolocation"],
      geolocation: { latitude: 43.47, longitude: -80.54 },
    });
    // No internet here: answer the maps page ourselves and look at the address it was opened with.
    await allowed.context.route("https://www.google.com/**", (route) => route.fulfill({ body: "maps" }));
    await allowed.page.goto(`${s.url}/live`);
    await allowed.page.waitForSelector("#directions-toggle");
    await allowed.page.waitForFunction(() =>
      Object.keys(document.querySelector("#directions-toggle")!).some((k) => k.startsWith("__react")),
    );
    await allowed.page.click("#directions-toggle");
    const popup = allowed.context.waitForEvent("page");
    await allowed.page.click('.dropdown-item:text-is("Field 7")');
    const opened = await popup;
    expect(opened.url()).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=43\.47,-80\.54&destination=43\.47861,-80\.55192/,
    );
    await opened.close();
    await allowed.close();

    const denied = await b.newPage();
    await denied.page.goto(`${s.url}/live`);
    await denied.page.waitForFunction(() =>
      Object.keys(document.querySelector("#directions-toggle")!).some((k) => k.startsWith("__react")),
    );
    await denied.page.click("#directions-toggle");
    await denied.page.click('.dropdown-item:text-is("Parking Lot W")');
    await denied.page.waitForSelector(".directions-error");
    await expect(denied.page.locator(".directions-error").textContent()).resolves.toBe(
      "Location permission denied. Please enable it in your browser.",
    );
    await denied.close();
  });

  it("/tournament shows the hero, donation section and the six-image gallery with an enlarge modal", async () => {
    const t = await b.newPage({ viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });
    await t.page.goto(`${s.url}/tournament`);
    await waitForHydration(t.page);
    await expect(t.page.locator("video").evaluate((v: HTMLVideoElement) => v.paused && v.muted)).resolves.toBe(true);
    await expect(t.page.locator('a[href="/live"]').count()).resolves.toBeGreaterThan(0);
    await expect(
      t.page.locator(".swiper-slide:not(.swiper-slide-duplicate) img").count(),
    ).resolves.toBeGreaterThanOrEqual(6);
    await t.page.click(".swiper-slide-active .carousel-button");
    await t.page.waitForSelector(".modal .enlarged-image");
    await expectNoAxeViolations(t.page, "/tournament");
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
