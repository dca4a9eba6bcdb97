import { z } from "zod";
import { jummahKeys, jummahMessages } from "./sessions";

export * from "./sessions";

const required = z.string().trim().min(1, jummahMessages.invalid).max(300);

export const jummahEntry = z.object({ khateeb: required, topic: required });
export const updateJummahInput = jummahEntry.extend({ key: z.enum(jummahKeys, jummahMessages.invalid) });
export const jummahInfoSchema = z.object(Object.fromEntries(jummahKeys.map((k) => [k, jummahEntry])) as never);
