export * from "./accounts";
export * from "./auth";
export * from "./credits";
export * from "./email";
export * from "./events";
export * from "./notifications";
export * from "./leads";
