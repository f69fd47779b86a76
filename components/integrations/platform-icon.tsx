import { AtSign, BriefcaseBusiness, Camera, Mail, MessageCircle, MessagesSquare, Send } from "lucide-react";

const icons = {
  LINKEDIN: { Icon: BriefcaseBusiness, tone: "bg-blue-100 text-blue-800" },
  WHATSAPP: { Icon: MessageCircle, tone: "bg-green-100 text-green-800" },
  INSTAGRAM: { Icon: Camera, tone: "bg-pink-100 text-pink-800" },
  TELEGRAM: { Icon: Send, tone: "bg-sky-100 text-sky-800" },
  MESSENGER: { Icon: MessagesSquare, tone: "bg-indigo-100 text-indigo-800" },
  TWITTER: { Icon: AtSign, tone: "bg-slate-100 text-slate-800" },
  EMAIL: { Icon: Mail, tone: "bg-amber-100 text-amber-800" },
} as const;

export function PlatformIcon({ id }: { id: keyof typeof icons }) {
  const { Icon, tone } = icons[id];
  return (
    <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-lg ${tone}`}>
      <Icon className="size-5" />
    </span>
  );
}
