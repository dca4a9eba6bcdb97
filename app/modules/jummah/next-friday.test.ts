import { describe, expect, it } from "vitest";
import { formatFriday, nextFriday } from "./next-friday";

const TORONTO = "America/Toronto";

describe("nextFriday", () => {
  it("keeps showing this Friday until 23:59:59 on campus", () => {
    // Friday 27 November 2026, 23:59:59 EST (UTC-5) is Saturday 04:59:59 UTC.
    expect(nextFriday(new Date("2026-11-28T04:59:59Z"), TORONTO)).toBe("2026-11-27");
    // And from the first second of that Friday.
    expect(nextFriday(new Date("2026-11-27T05:00:00Z"), TORONTO)).toBe("2026-11-27");
  });

  it("moves to the next week's Friday at Saturday 00:00:00 on campus", () => {
    expect(nextFriday(new Date("2026-11-28T05:00:00Z"), TORONTO)).toBe("2026-12-04");
  });

  it("gives the next day on a Thursday", () => {
    expect(nextFriday(new Date("2026-11-26T17:00:00Z"), TORONTO)).toBe("2026-11-27");
  });

  it("goes by the campus's day, not UTC's: UTC already Saturday, Toronto still Friday", () => {
    const now = new Date("2026-07-04T02:30:00Z"); // Friday 3 July 2026, 22:30 EDT (UTC-4)
    expect(now.getUTCDay()).toBe(6);
    expect(nextFriday(now, TORONTO)).toBe("2026-07-03");
    // In UTC itself the same instant is Saturday, so the answer is a week later.
    expect(nextFriday(now, "UTC")).toBe("2026-07-10");
  });

  it("counts across a month and a year end, and a daylight-saving change", () => {
    expect(nextFriday(new Date("2026-12-27T12:00:00Z"), TORONTO)).toBe("2027-01-01");
    // Sunday 1 November 2026, the day clocks go back.
    expect(nextFriday(new Date("2026-11-01T12:00:00Z"), TORONTO)).toBe("2026-11-06");
  });
});

describe("formatFriday", () => {
  it("writes the date out in full, the same in every zone", () => {
    expect(formatFriday("2026-11-27")).toBe("Friday, November 27, 2026");
    expect(formatFriday("2027-01-01")).toBe("Friday, January 1, 2027");
  });
});
