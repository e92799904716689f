export * from "./categories";
export * from "./email";
export * from "./limits";
export * from "./messages";
export * from "./password";
export * from "./schemas";
export * from "./url";
export * from "./wordCount";
