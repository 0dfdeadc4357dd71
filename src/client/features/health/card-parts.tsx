import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The coloured round icon at the start of each dashboard card's header. */
export function CardIcon({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white', className)} aria-hidden="true">
      <Icon className="h-5 w-5" />
    </span>
  );
}

/** The round '+' at the end of a card's header that opens its log dialog. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onClick}
      className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent text-primary hover:opacity-80"
    >
      <Plus className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
