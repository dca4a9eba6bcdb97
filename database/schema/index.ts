export * from "./auth";
export * from "./site";
