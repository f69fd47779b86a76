import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Projects" };

export default async function ProjectsPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Projects"
      description="Group lead lists and research into projects."
      upcoming={[
        "Create projects with a goal and target audience",
        "Attach lead lists and scrapes to a project",
        "Run an AI analysis of a project's leads",
      ]}
    />
  );
}
