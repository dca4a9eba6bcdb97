import { describe, expect, it } from "vitest";
import { canCancel, canPause, canResume, type TaskState } from "./uploader";

const states: TaskState[] = ["running", "pausing", "paused", "canceling", "canceled", "success", "error"];
const allowed = (f: (s: TaskState) => boolean) => states.filter(f);

describe("upload task transitions (SPEC §4)", () => {
  it("pauses only from running, resumes from paused or pausing, cancels from running or pausing", () => {
    expect(allowed(canPause)).toEqual(["running"]);
    expect(allowed(canResume)).toEqual(["pausing", "paused"]);
    expect(allowed(canCancel)).toEqual(["running", "pausing"]);
  });
});
