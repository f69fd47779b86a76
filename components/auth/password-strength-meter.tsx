import { passwordStrength } from "@/lib/auth/password-strength";
import { cn } from "@/lib/utils";

const levels = {
  none: { bars: 0, label: "", color: "" },
  weak: { bars: 1, label: "Weak", color: "bg-red-600" },
  medium: { bars: 2, label: "Medium", color: "bg-amber-600" },
  strong: { bars: 3, label: "Strong", color: "bg-green-700" },
} as const;

/** The three-bar meter under the sign-up password. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const level = levels[passwordStrength(password)];
  return (
    <div id={id} className="grid gap-1">
      <div className="grid grid-cols-3 gap-1.5" aria-hidden="true">
        {[0, 1, 2].map((bar) => (
          <span
            key={bar}
            className={cn("h-1.5 rounded-full bg-slate-200", bar < level.bars && level.color)}
          />
        ))}
      </div>
      <p className="min-h-5 text-xs text-muted-foreground" aria-live="polite">
        {level.label ? `Password strength: ${level.label}` : ""}
      </p>
    </div>
  );
}
