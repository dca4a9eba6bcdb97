import { describe, expect, it } from "vitest";
import { addGameBody, brandColor, goalsLabel, hasLogo, registerBody, to12h, UNKNOWN_BRAND } from "./schema";

describe("tournament display rules", () => {
  it("shows 24h times in 12h form", () => {
    expect(["00:05", "09:00", "12:00", "13:30", "23:59"].map(to12h)).toEqual([
      "12:05 AM",
      "9:00 AM",
      "12:00 PM",
      "1:30 PM",
      "11:59 PM",
    ]);
  });

  it("says goal for one and goals otherwise", () => {
    expect(goalsLabel("Yusuf Ali", 1)).toBe("Yusuf Ali - 1 goal");
    expect(goalsLabel("Yusuf Ali", 3)).toBe("Yusuf Ali - 3 goals");
  });

  it("gives known MSAs their colour, the product's short name the product's, and unknown names grey", () => {
    expect(brandColor("UWMSA", "UWMSA").bg).toBe("#f7c948");
    expect(brandColor("WLUMSA", "UWMSA").bg).not.toBe(UNKNOWN_BRAND.bg);
    expect(brandColor("Nowhere MSA", "UWMSA")).toEqual(UNKNOWN_BRAND);
    expect(hasLogo("Trapistan", "UWMSA")).toBe(true);
    expect(hasLogo("Other U", "UWMSA")).toBe(false);
  });

  it("refuses a game of a team against itself and trims registration names", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const game = {
      number: 1,
      team1Id: id,
      team2Id: id,
      gender: "Brothers",
      startTime: "10:00",
      endTime: "10:40",
      location: "CIF Field 7 Section A",
    };
    expect(addGameBody.safeParse(game).error?.issues[0]?.message).toBe("Team 1 and Team 2 must be different.");
    expect(registerBody.parse({ teamId: id, name: "  Maryam   Said " }).name).toBe("Maryam Said");
    expect(registerBody.safeParse({ teamId: id, name: "a".repeat(81) }).success).toBe(false);
  });
});
