import { deferredSection } from "./deferred-rendering";
import { MarketingIcon } from "./marketing-icon";
import { SectionHeading } from "./section-heading";

const channels = [
  {
    icon: "mail",
    name: "Email",
    text: "Sequences with variables like {{first_name}}, scheduled sends and a 98% open rate.",
    tint: "bg-indigo-100 text-indigo-800",
  },
  {
    icon: "briefcase-business",
    name: "LinkedIn",
    text: "Invitations and messages from your own account, paced by daily limits.",
    tint: "bg-blue-100 text-blue-800",
  },
  {
    icon: "message-circle",
    name: "WhatsApp",
    text: "Reach mobile-first buyers in the app they answer fastest.",
    tint: "bg-green-100 text-green-800",
  },
  {
    icon: "camera",
    name: "Instagram",
    text: "Direct messages to the shops and creators you scraped.",
    tint: "bg-pink-100 text-pink-800",
  },
  {
    icon: "smartphone",
    name: "SMS",
    text: "Short, timely texts with 99% delivery.",
    tint: "bg-orange-100 text-orange-800",
  },
  {
    icon: "send",
    name: "Telegram",
    text: "Messages to business accounts and communities.",
    tint: "bg-sky-100 text-sky-800",
  },
] as const;

export function ChannelShowcase() {
  return (
    <section
      id="channels"
      aria-labelledby="channels-title"
      className={`scroll-mt-4 bg-muted ${deferredSection}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="channels-title"
          eyebrow="Outreach channels"
          title="Reach every lead where they answer"
        >
          Connect your accounts once, then run one campaign across six channels with delays between messages
          and a daily limit per channel.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {channels.map((channel) => (
            <li
              key={channel.name}
              className="flex gap-4 rounded-xl border border-border bg-background p-5 shadow-sm"
            >
              <span
                className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${channel.tint}`}
              >
                <MarketingIcon name={channel.icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-foreground">{channel.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{channel.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
