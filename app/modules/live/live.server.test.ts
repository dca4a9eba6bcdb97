import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../database/client";
import { ensureLiveSequence, eventsSince, publishInTx } from "./live.server";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dir: "memory://" });
  await ensureLiveSequence(database.db);
});
afterAll(() => database.close());

describe("live events", () => {
  it("numbers events contiguously; a rolled-back write uses no number and sends nothing", async () => {
    const heard: string[] = [];
    const stop = await database.listen("msa_live", (p) => heard.push(p));
    const a = await database.db.transaction((tx) => publishInTx(tx, "jummah"));
    await expect(
      database.db.transaction(async (tx) => {
        await publishInTx(tx, "duas");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const b = await database.db.transaction((tx) => publishInTx(tx, "nav-forms"));
    expect(b).toBe(a + 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard.map((p) => JSON.parse(p))).toEqual([
      { id: a, topic: "jummah" },
      { id: b, topic: "nav-forms" },
    ]);
    await stop();
  });

  it("replays what came after an id, and says when it cannot", async () => {
    const { latest } = await eventsSince(database.db, 0);
    await database.db.transaction((tx) => publishInTx(tx, "settings"));
    const since = await eventsSince(database.db, latest);
    expect(since).toMatchObject({
      complete: true,
      latest: latest + 1,
      events: [{ id: latest + 1, topic: "settings" }],
    });
    expect((await eventsSince(database.db, latest + 50)).complete).toBe(false);
    expect((await eventsSince(database.db, 0, 1)).complete).toBe(false);
  });
});
