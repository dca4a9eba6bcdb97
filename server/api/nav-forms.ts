import { z } from "zod";
import { navFormKeys, navFormsSchema, setNavFormBody } from "../../app/modules/nav-forms/schema";
import { getNavForms, setNavFormLink } from "../../app/modules/nav-forms/nav-forms.server";
import { endpoint } from "./endpoint";

export const navFormEndpoints = [
  endpoint({
    method: "get",
    path: "/nav-forms",
    tag: "Site",
    summary: "The contact-menu form links that are set (a missing key means the menu item is hidden).",
    response: navFormsSchema,
    handler: ({ services }) => getNavForms(services.db),
  }),
  endpoint({
    method: "put",
    path: "/nav-forms/{key}",
    tag: "Site",
    summary: "Set one contact-menu form link, or remove it with `url: null`.",
    permission: "update:nav-forms",
    params: z.object({ key: z.enum(navFormKeys) }),
    body: setNavFormBody,
    response: navFormsSchema,
    example: { params: { key: "volunteer" }, body: { url: "https://forms.example.org/volunteer" } },
    handler: ({ services, actor, params, body }) => setNavFormLink(services.db, actor, params.key, body.url),
  }),
];
