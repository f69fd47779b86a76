"use client";

import { createContext, useContext, type ReactNode } from "react";

const WorkspaceTimeZone = createContext("UTC");

/** Gives the client components of a signed-in shell the workspace's time zone, which their dates are written in. */
export function WorkspaceTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <WorkspaceTimeZone.Provider value={timeZone}>{children}</WorkspaceTimeZone.Provider>;
}

export function useWorkspaceTimeZone(): string {
  return useContext(WorkspaceTimeZone);
}
