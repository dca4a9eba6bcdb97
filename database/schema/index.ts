export * from "./auth";
export * from "./site";
export * from "./tournament";
export * from "./messages";
export * from "./staff";
export * from "./prayer";
