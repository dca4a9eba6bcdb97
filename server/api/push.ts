import { z } from "zod";
import { pushHistory, sendToAll, subscribe, unsubscribe } from "../../app/modules/push/push.server";
import { sendPushInput, subscriptionInput } from "../../app/modules/push/schema";
import { endpoint } from "./endpoint";

export const pushEndpoints = [
  endpoint({
    method: "get",
    path: "/push/public-key",
    tag: "Push",
    summary: "The VAPID public key (applicationServerKey) to subscribe with.",
    response: z.object({ publicKey: z.string() }),
    handler: async ({ services }) => ({ publicKey: services.vapid.publicKey }),
  }),
  endpoint({
    method: "post",
    path: "/push/subscriptions",
    tag: "Push",
    summary: "Subscribe a browser or a mobile app (a PushSubscription's JSON: endpoint and keys p256dh, auth).",
    body: subscriptionInput,
    response: z.object({ subscribed: z.boolean() }),
    status: 201,
    handler: ({ services, body }) => subscribe(services.db, body, services.config.env !== "production"),
  }),
  endpoint({
    method: "delete",
    path: "/push/subscriptions",
    tag: "Push",
    summary: "Unsubscribe an endpoint.",
    body: z.object({ endpoint: z.string().max(2000) }),
    response: z.null(),
    status: 204,
    handler: ({ services, body }) => unsubscribe(services.db, body.endpoint),
  }),
  endpoint({
    method: "post",
    path: "/push/send",
    tag: "Push",
    summary: "Send a notification (title, message) to every subscriber; kept in the history with its counts.",
    permission: "send:push",
    body: sendPushInput,
    response: z.object({ delivered: z.number(), failed: z.number(), removed: z.number(), subscribers: z.number() }),
    example: { body: { title: "Eid Mubarak", message: "Eid prayer at 8:30am in the SLC." } },
    handler: ({ services, actor, body }) => sendToAll(services.db, actor, services.vapid, body),
  }),
  endpoint({
    method: "get",
    path: "/push/history",
    tag: "Push",
    summary: "Notifications sent: who, when, title, message, delivered and failed counts.",
    permission: "send:push",
    response: z.array(
      z.object({ id: z.string(), title: z.string(), delivered: z.number(), failed: z.number() }).loose(),
    ),
    handler: ({ services, actor }) => pushHistory(services.db, actor),
  }),
];
