import { Database, Eye, Lock, UserCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const policies = [
  {
    icon: Database,
    title: "Data Collection",
    text: "We keep what you give us and what you ask us to find: your account, your business profile, the leads you scrape or import, and your campaigns. Nothing else is collected about your leads.",
  },
  {
    icon: Eye,
    title: "Data Usage",
    text: "Your data is used only to run CRM Pro for you: recommendations, scraping, outreach and billing. We never sell it or share it with advertisers.",
  },
  {
    icon: Lock,
    title: "Data Security",
    text: "Passwords are hashed with Argon2, connections are encrypted, uploaded files are checked and re-encoded, and every download link is signed and expires.",
  },
  {
    icon: UserCheck,
    title: "Your Rights",
    text: "You can export everything your workspace holds at any time, correct it in the app, and delete your account, which removes your data as our privacy notes describe.",
  },
];

/** The GDPR note and the four policy blurbs of spec part 3, section 2.13. */
export function PrivacyPolicies() {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">GDPR Compliance</CardTitle>
          <CardDescription>
            CRM Pro follows the EU General Data Protection Regulation: you own your data, you can take a copy
            of it, and you can have it erased.
          </CardDescription>
        </CardHeader>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        {policies.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle as="h3" className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-5 text-indigo-600" />
                {title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{text}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
