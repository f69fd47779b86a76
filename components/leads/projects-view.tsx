import Link from "next/link";
import { FolderKanban } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { leadMessages } from "@/lib/leads/messages";

/** By Project: projects do not exist yet (they arrive with the Projects page), so this is an honest empty state. */
export function ProjectsView() {
  return (
    <EmptyState
      icon={<FolderKanban />}
      title={leadMessages.noProjects}
      description="Projects group your leads by business goal. They arrive with the Projects page; once you create projects, they are listed here with their industry, audience and AI analysis."
      action={
        <Link href="/projects" className={buttonVariants({ variant: "outline" })}>
          Go to Projects
        </Link>
      }
    />
  );
}
