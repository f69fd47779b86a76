export type { ActivityAction } from "@/db/schema";
