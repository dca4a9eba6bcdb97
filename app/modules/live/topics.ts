/** Topics a write can publish; pages subscribe to the ones their data comes from. */
export const liveTopics = [
  "nav-forms",
  "jummah",
  "duas",
  "past-events",
  "tournament",
  "donation-links",
  "settings",
  "messages",
  "prayer-times",
] as const;
export type LiveTopic = (typeof liveTopics)[number];

export interface LiveEvent {
  id: number;
  topic: LiveTopic;
}

export const LIVE_CHANNEL = "msa_live";
