import { z } from "zod";

export const pushMessages = {
  required: "Please enter both a subject and a message.",
  sent: "Notification sent successfully!",
  failedPrefix: "Failed to send notification: ",
  error: "An error occurred while sending the notification.",
} as const;

export const sendPushInput = z.object({
  title: z.string().trim().min(1, pushMessages.required).max(120),
  message: z.string().trim().min(1, pushMessages.required).max(1000),
});

/** A browser's PushSubscription.toJSON(), or a mobile app's equivalent. */
export const subscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type SubscriptionInput = z.infer<typeof subscriptionInput>;
