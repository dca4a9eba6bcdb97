import { describe, expect, it } from "vitest";
import { computeDay, defaultPlace, defaultRules } from "./engine";
import { describeCountdown, formatCountdown, nextPrayer } from "./next-prayer";

const day = (date: string) => computeDay(date, { place: defaultPlace, rules: defaultRules });

describe("next prayer", () => {
  const today = day("2026-11-19"); // a Thursday
  const tomorrow = day("2026-11-20");

  it("is the first iqamah still ahead, then tomorrow's Fajr after Isha's", () => {
    const at = (name: keyof typeof today.iqamahAt) => Date.parse(today.iqamahAt[name]!);
    expect(nextPrayer(today, tomorrow, null, at("fajr") - 1000)).toMatchObject({ name: "fajr", tomorrow: false });
    // At the iqamah itself, it has begun: the next one counts down.
    expect(nextPrayer(today, tomorrow, null, at("fajr")).name).toBe("dhuhr");
    expect(nextPrayer(today, tomorrow, null, at("isha") - 1).name).toBe("isha");
    const late = nextPrayer(today, tomorrow, null, at("isha") + 1);
    expect(late).toMatchObject({ name: "fajr", tomorrow: true, time: tomorrow.iqamah.fajr });
  });

  it("on Fridays counts down to Jumu'ah instead of a dhuhr iqamah", () => {
    const friday = day("2026-11-20");
    const jummah = { at: "2026-11-20T17:30:00.000Z", time: "12:30" };
    const afterFajr = Date.parse(friday.iqamahAt.fajr!) + 1;
    expect(nextPrayer(friday, day("2026-11-21"), jummah, afterFajr)).toMatchObject({
      name: "dhuhr",
      label: "Jumu'ah",
      time: "12:30",
      at: Date.parse(jummah.at),
    });
    expect(nextPrayer(friday, day("2026-11-21"), jummah, Date.parse(jummah.at)).name).toBe("asr");
  });

  it("formats the wait for the eye and for screen readers", () => {
    expect(formatCountdown(3_725_000)).toBe("1:02:05");
    expect(formatCountdown(125_000)).toBe("2:05");
    expect(formatCountdown(-5)).toBe("0:00");
    expect(describeCountdown(3_725_000)).toBe("1 hour 3 minutes");
    expect(describeCountdown(60_000)).toBe("1 minute");
    expect(describeCountdown(7_200_000)).toBe("2 hours");
  });
});
