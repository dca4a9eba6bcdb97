import type { Services } from "../server/services";
import type { Actor } from "./modules/accounts/policy";

/** What the Express server hands every loader and action (server/app.ts, getLoadContext). */
export interface RequestContext {
  services: Services;
  actor: Actor | null;
  nonce: string;
  requestId: string;
  clientIp: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
