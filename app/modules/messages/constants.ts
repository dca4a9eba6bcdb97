// Form constants and verbatim texts without zod, so the form pages do not ship zod to the browser.
export const messageKinds = ["contact", "fiqh"] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Length caps (spam defence and sane mail sizes). */
export const LIMITS = { name: 100, email: 254, message: 5000, school: 100 } as const;

export const revertStatuses = ["---", "< 1 Year", "< 5 Years", ">= 5 Years"] as const;
export const privacyOptions = ["Private", "Public"] as const;

export const TEXT = {
  contact: {
    sent: "Your message has been sent!",
    failed: "Something went wrong. Please try again.",
    required: "Please fill in your name, a valid email and your message.",
  },
  fiqh: {
    sent: "Your question has been submitted!",
    failed: "An error occurred. Please try again.",
    required: "Please make sure to enter your email, privacy status, and the question",
  },
  rateLimited: "You have sent several messages in a short time. Please wait a while and try again.",
} as const;

/** The hidden field a person never fills in; a bot that does gets a success page and nothing is stored. */
export const HONEYPOT = "website";

export const deliveryStatuses = ["pending", "sending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
