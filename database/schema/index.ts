export * from "./auth";
export * from "./site";
export * from "./staff";
