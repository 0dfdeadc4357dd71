import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { House, LayoutDashboard, Mic } from 'lucide-react';
import { cn } from '@/lib/utils';

type Place = 'home' | 'dashboard';

/**
 * The pill at the bottom of home and the dashboard: home, voice chat, dashboard. On a phone it
 * floats over the page as it scrolls; on a wide screen it stays below the content, never over a
 * card or a chart's legend.
 */
export function BottomNav({ active }: { active: Place }) {
  const [, navigate] = useLocation();
  return (
    <nav aria-label="Main" className="sticky bottom-0 z-10 flex justify-center lg:static p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div className="flex items-center gap-1 rounded-full border border-border bg-card/90 p-1.5 shadow-lg backdrop-blur">
        <NavButton label="Home" onClick={() => navigate('/')} active={active === 'home'}>
          <House />
        </NavButton>
        <NavButton label="Voice" onClick={() => navigate('/chat')}>
          <Mic />
        </NavButton>
        <NavButton label="Dashboard" onClick={() => navigate('/dashboard')} active={active === 'dashboard'}>
          <LayoutDashboard />
        </NavButton>
      </div>
    </nav>
  );
}

function NavButton({ label, onClick, active, children }: { label: string; onClick: () => void; active?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      className={cn(
        'flex h-12 w-12 cursor-pointer items-center justify-center rounded-full transition-colors [&_svg]:h-5 [&_svg]:w-5',
        active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
