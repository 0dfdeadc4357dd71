import { cn } from '@/lib/utils';

/** Willow's animated orb: a softly breathing sphere (still when reduced motion is asked for); its colours live in styles.css. */
export function Orb({ size = 180, className }: { size?: number; className?: string }) {
  return (
    <div className={cn('relative', className)} style={{ width: size, height: size }} aria-hidden="true">
      <div className="orb-glow absolute inset-[-18%] rounded-full blur-2xl" />
      <div className="orb-body absolute inset-0 rounded-full">
        <div className="orb-shift absolute inset-0 rounded-full" />
      </div>
    </div>
  );
}
