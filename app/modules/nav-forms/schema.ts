import { z } from "zod";
import { navFormKeys, type NavForms } from "./keys";

export { navFormKeys, navFormLabels, type NavFormKey, type NavForms } from "./keys";

export const navFormLink = z
  .url({ protocol: /^https?$/, message: "Enter a link that starts with http:// or https://." })
  .max(2000);

export const navFormsSchema: z.ZodType<NavForms> = z.partialRecord(z.enum(navFormKeys), navFormLink);

/** Body of PUT /api/v1/nav-forms/{key}: a link, or null to remove the menu item. */
export const setNavFormBody = z.object({ url: navFormLink.nullable() });
