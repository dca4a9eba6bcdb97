// `npm run bench:prayer`: time to compute a full year of day records (365 or 366 DayRecords: adhan
// astronomy, zone offsets, Hijri date, iqamah rules) against the 50 ms budget.
//
// A cold run first (a fresh process: JIT not warmed, Intl formatters not built), then --runs= warm
// runs over different years; the budget applies to the warm median, which is what a running server
// pays, and the cold figure is printed beside it. Writes bench/results/prayer.json. Exit 0 when the
// budget passes, 1 when it fails.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { computeDay, defaultPlace, defaultRules } from "../app/modules/prayer/engine";
import { addDays } from "../app/modules/prayer/zoned-time";

const BUDGET_MS = 50;
const runsFlag = process.argv.find((a) => a.startsWith("--runs="));
const runs = Math.max(1, Number(runsFlag?.slice(7) ?? process.env.BENCH_RUNS ?? 21));

function computeYear(year: number): number {
  let count = 0;
  const last = `${year}-12-31`;
  for (let date = `${year}-01-01`; date <= last; date = addDays(date, 1)) {
    const record = computeDay(date, { place: defaultPlace, rules: defaultRules, today: last });
    if (record.start.fajr.length === 5) count++;
  }
  return count;
}

function timed(year: number): { ms: number; days: number } {
  const started = process.hrtime.bigint();
  const days = computeYear(year);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, days };
}

const cold = timed(2026);
const warm: number[] = [];
for (let i = 0; i < runs; i++) warm.push(timed(2024 + (i % 8)).ms);
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
const p90 = warm[Math.min(warm.length - 1, Math.floor(warm.length * 0.9))]!;
const pass = median < BUDGET_MS;

const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log("Prayer engine: one year of day records (campus: Waterloo, ISNA, Hanafi asr, America/Toronto)");
console.log(`  days per year             ${cold.days}`);
console.log(`  cold (first run)          ${f(cold.ms)}`);
console.log(`  warm median of ${runs}        ${f(median)}   budget < ${BUDGET_MS} ms   ${pass ? "PASS" : "FAIL"}`);
console.log(`  warm p90 / min / max      ${f(p90)} / ${f(warm[0]!)} / ${f(warm[warm.length - 1]!)}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(
  path.join(root, "bench", "results", "prayer.json"),
  JSON.stringify({ budgetMs: BUDGET_MS, coldMs: cold.ms, warmMedianMs: median, warmP90Ms: p90, runs, pass }, null, 2),
);
process.exit(pass ? 0 : 1);
