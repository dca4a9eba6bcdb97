import { describe, expect, it } from "vitest";
import { prayerRulesSchema } from "~/modules/prayer/schema";
import { fileProblem, issueTarget, issueText, nextRow, outOfOrderRows, placeText, rulesFromForm } from "./prayer-form";

function form(fields: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
}

const messagesOf = (fields: [string, string][]) => {
  const parsed = prayerRulesSchema.safeParse(rulesFromForm(form(fields)));
  return parsed.success ? [] : parsed.error.issues.map(issueText);
};

describe("the prayer settings form", () => {
  it("reads the offset and the repeated rows into the rules the schema accepts", () => {
    const rules = rulesFromForm(
      form([
        ["hijriOffsetDays", " -1 "],
        ["fromDay", "1"],
        ["time", "21:15"],
        ["fromDay", "10"],
        ["time", "21:40"],
      ]),
    );
    expect(prayerRulesSchema.parse(rules)).toEqual({
      hijriOffsetDays: -1,
      ramadanIsha: [
        { fromDay: 1, time: "21:15" },
        { fromDay: 10, time: "21:40" },
      ],
    });
  });

  it("refuses a blank offset instead of reading it as 0, and names each bad field", () => {
    expect(
      messagesOf([
        ["hijriOffsetDays", ""],
        ["fromDay", "1"],
        ["time", "21:15"],
        ["fromDay", "40"],
        ["time", ""],
      ]),
    ).toEqual([
      "Hijri offset: The Hijri offset is a whole number of days from -3 to 3.",
      "Ramadan Isha, row 2 (night): Each row starts on a night of Ramadan, 1 to 30.",
      "Ramadan Isha, row 2 (Isha time): Times are 24-hour HH:MM.",
    ]);
    expect(messagesOf([["hijriOffsetDays", "4"]])).toEqual([
      "Hijri offset: The Hijri offset is a whole number of days from -3 to 3.",
      "Ramadan Isha: The Ramadan Isha schedule needs at least one row.",
    ]);
  });

  it("refuses a schedule whose nights do not increase", () => {
    expect(
      messagesOf([
        ["hijriOffsetDays", "0"],
        ["fromDay", "1"],
        ["time", "21:15"],
        ["fromDay", "12"],
        ["time", "21:30"],
        ["fromDay", "12"],
        ["time", "21:45"],
      ]),
    ).toEqual(["Ramadan Isha: Each step of the Ramadan Isha schedule starts on a later day than the one before."]);
  });

  it("points each issue at its input", () => {
    expect(issueTarget(["hijriOffsetDays"])).toBe("offset");
    expect(issueTarget(["ramadanIsha", 2, "time"])).toBe("time-2");
    expect(issueTarget(["ramadanIsha", 0, "fromDay"])).toBe("day-0");
    expect(issueTarget(["ramadanIsha"])).toBeNull();
  });

  it("finds the rows that do not start after the row above", () => {
    const rows = ["1", "8", "8", "20", "16", "23"].map((fromDay) => ({ fromDay, time: "21:30" }));
    expect([...outOfOrderRows(rows)]).toEqual([2, 4]);
  });

  it("adds a row one night after the last, never past night 30", () => {
    expect(nextRow([{ fromDay: "8", time: "21:30" }])).toEqual({ fromDay: "9", time: "21:30" });
    expect(nextRow([{ fromDay: "30", time: "22:00" }])).toEqual({ fromDay: "30", time: "22:00" });
    expect(nextRow([])).toEqual({ fromDay: "1", time: "21:15" });
  });
});

describe("the timetable file", () => {
  it("is refused before reading when too large or a spreadsheet", () => {
    expect(fileProblem({ name: "2027.csv", size: 30_000 }, 200_000)).toBeNull();
    expect(fileProblem({ name: "2027.csv", size: 250_000 }, 200_000)).toBe(
      "2027.csv is 250 KB; a year's timetable is at most 200 KB. Check that you chose the right file.",
    );
    expect(fileProblem({ name: "Timetable 2027.XLSX", size: 9_000 }, 200_000)).toMatch(/save it as CSV/);
  });

  it("names the place days are computed for", () => {
    expect(placeText({ latitude: 43.4723, longitude: -80.5449, method: "NorthAmerica", asr: "hanafi" })).toBe(
      "43.4723° N, 80.5449° W (NorthAmerica method, Hanafi Asr)",
    );
  });
});
