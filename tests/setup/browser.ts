// Chromium for the end-to-end tests: Debian's /usr/bin/chromium driven by playwright-core (no
// browser download), pages that record their console errors and uncaught exceptions, and an
// axe-core check that fails on serious or critical accessibility findings.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

const require = createRequire(import.meta.url);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps dialling Google on a closed network.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export interface TestBrowser {
  browser: Browser;
  /** A fresh context (own cookies) with one page that records its errors. */
  newPage(options?: BrowserContextOptions): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console messages of type error, and uncaught exceptions, in order. */
  errors: string[];
  /** Console errors only. */
  consoleErrors: string[];
  /** Uncaught exceptions only. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * Launches Chromium with a fresh profile. Contexts keep the site's Content-Security-Policy in
 * force by default, so a script the CSP would block shows up as a console error; axe-core is
 * injected through the DevTools protocol, which the CSP does not govern.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  // A plain launch gives Chromium a fresh throw-away profile; each context is its own visitor.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  const contexts = new Set<BrowserContext>();
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.add(context);
      context.on("close", () => contexts.delete(context));
      const page = await context.newPage();
      return track(page, context);
    },
    async close() {
      for (const c of [...contexts]) await c.close().catch(() => {});
      await browser.close().catch(() => {});
    },
  };
}

function track(page: Page, context: BrowserContext): TrackedPage {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const loc = msg.location();
    const text = `console.error: ${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ""}`;
    consoleErrors.push(text);
    errors.push(text);
  });
  page.on("pageerror", (error) => {
    const text = `pageerror: ${error.stack ?? error.message}`;
    pageErrors.push(text);
    errors.push(text);
  });
  return {
    page,
    context,
    errors,
    consoleErrors,
    pageErrors,
    close: () => context.close(),
  };
}

/**
 * Waits until React has hydrated the document: the client entry sets window.__reactRouterRouteModules
 * and React attaches its internal keys to the DOM nodes it owns.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const header = document.querySelector("header.site-navbar");
      const hydrated =
        header && Object.keys(header).some((k) => k.startsWith("__reactFiber$") || k.startsWith("__reactProps$"));
      return Boolean(
        hydrated && (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
      );
    },
    undefined,
    { timeout },
  );
}

let axeSource: string | undefined;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Runs axe-core on the page as it is now; returns the serious and critical violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!present) {
    try {
      // Evaluated through the DevTools protocol: the page's CSP (script nonces) does not apply.
      await page.evaluate(`${axeSource}\n;void 0;`);
    } catch {
      // A context made with bypassCSP: true can take it as a script tag too.
      await page.addScriptTag({ content: axeSource });
    }
  }
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  })) as AxeViolation[];
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
          )
          .join("\n"),
    )
    .join("\n");
}

/** Fails (throws) when axe-core finds any serious or critical violation, printing each one. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) {
    const report = formatViolations(found);
    console.error(`axe-core on ${label}:\n${report}`);
    throw new Error(`axe-core found ${found.length} serious/critical violation(s) on ${label}:\n${report}`);
  }
}

/** Signs in through the login form; resolves once the dashboard has loaded. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  creds: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await waitForHydration(page);
  await page.fill("#email", creds.email);
  await page.fill("#password", creds.password);
  await Promise.all([page.waitForURL(`${baseUrl}/dashboard`), page.click("form.login-form button[type=submit]")]);
  await page.waitForSelector("main h1:text-is('Dashboard')");
}
