import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { House, Keyboard, LayoutDashboard, Menu, Mic, Send } from 'lucide-react';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { PLAN_LABELS, useUser } from '@/lib/auth';
import { useShell } from '@/lib/shell';
import { cn } from '@/lib/utils';

/** The chat URL for typed text, or null when there is nothing but whitespace. */
export function chatUrlFor(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/chat?message=${encodeURIComponent(trimmed)}` : null;
}

export function HomePage() {
  const { user } = useUser();
  const { openDrawer } = useShell();
  const [, navigate] = useLocation();
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');

  const openVoice = () => navigate('/chat?voice=true');
  const onOrbKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openVoice();
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const url = chatUrlFor(text);
    if (url) navigate(url);
  };

  return (
    <main className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between p-4">
        <Button variant="ghost" size="sm" onClick={openDrawer} aria-label="Willow beta: open history and menu">
          <Menu className="h-5 w-5" aria-hidden="true" />
          <span className="font-bold">Willow</span>
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-primary">beta</span>
        </Button>
        <span className="rounded-full border border-border bg-card px-3 py-1 text-xs font-semibold" aria-label={`Plan: ${PLAN_LABELS[user?.planTier ?? 'free']}`}>
          {PLAN_LABELS[user?.planTier ?? 'free']}
        </span>
      </header>

      <section className="flex flex-1 flex-col items-center justify-center gap-8 px-6 text-center">
        <div
          role="button"
          tabIndex={0}
          aria-label="Start voice conversation"
          onClick={openVoice}
          onKeyDown={onOrbKey}
          className="cursor-pointer rounded-full focus-visible:outline-4"
        >
          <Orb size={220} />
        </div>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold sm:text-3xl">Hi there! What's on your mind today?</h1>
          <p className="text-muted-foreground">I'm here to help with your health journey</p>
        </div>
        {!typing && (
          <Button variant="ghost" size="sm" onClick={() => setTyping(true)} className="text-muted-foreground">
            <Keyboard className="h-4 w-4" aria-hidden="true" /> Type instead
          </Button>
        )}
        {typing && (
          <form onSubmit={send} className="flex w-full max-w-md items-center gap-2">
            <label htmlFor="home-text" className="sr-only">
              Message
            </label>
            <Input id="home-text" placeholder="Talk or type..." value={text} onChange={(e) => setText(e.target.value)} autoFocus />
            <Button type="submit" size="icon" aria-label="Send" disabled={!text.trim()}>
              <Send className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={openVoice}>
              Talk
            </Button>
          </form>
        )}
      </section>

      <nav aria-label="Main" className="sticky bottom-0 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-1 rounded-full border border-border bg-card p-1.5 shadow-lg">
          <NavButton label="Home" onClick={() => navigate('/')} active>
            <House />
          </NavButton>
          <NavButton label="Voice" onClick={() => navigate('/chat')}>
            <Mic />
          </NavButton>
          <NavButton label="Dashboard" onClick={() => navigate('/dashboard')}>
            <LayoutDashboard />
          </NavButton>
        </div>
      </nav>
    </main>
  );
}

function NavButton({ label, onClick, active, children }: { label: string; onClick(): void; active?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'flex h-12 w-12 items-center justify-center rounded-full [&_svg]:h-5 [&_svg]:w-5',
        active ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}
