import { cn } from '@/lib/utils';

/** Willow's animated orb: a softly breathing sphere (still when reduced motion is asked for). */
export function Orb({ size = 180, className }: { size?: number; className?: string }) {
  return (
    <div className={cn('relative', className)} style={{ width: size, height: size }} aria-hidden="true">
      <div
        className="orb-glow absolute inset-[-18%] rounded-full blur-2xl"
        style={{ background: 'radial-gradient(circle, rgba(111,191,165,.55), rgba(47,111,94,0) 70%)' }}
      />
      <div
        className="orb-body absolute inset-0 rounded-full"
        style={{
          background: 'radial-gradient(circle at 32% 28%, #e4f5ec 0%, #9fd4bf 28%, #4c9a82 58%, #2f6f5e 80%, #22503f 100%)',
          boxShadow: 'inset -10px -16px 30px rgba(20,50,40,.35), 0 18px 40px rgba(47,111,94,.35)',
        }}
      >
        <div
          className="orb-shift absolute inset-0 rounded-full"
          style={{
            background: 'radial-gradient(circle at 32% 28%, #e8f6e4 0%, #a8d6b2 28%, #56a079 58%, #33705a 80%, #24503a 100%)',
            boxShadow: 'inset -10px -16px 30px rgba(20,50,40,.35)',
          }}
        />
      </div>
    </div>
  );
}
