import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Keyboard, Menu, Mic, Send } from 'lucide-react';
import { BottomNav } from '@/components/bottom-nav';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUser } from '@/lib/auth';
import { planLabel, showsPlans, useBillingMode } from '@/lib/billing';
import { useShell } from '@/lib/shell';
import { useIsMobile } from '@/lib/use-is-mobile';
import { APP_NAME } from '../../../shared/brand.js';

/** The chat URL for typed text, or null when there is nothing but whitespace. */
export function chatUrlFor(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/chat?message=${encodeURIComponent(trimmed)}` : null;
}

export const VOICE_CHAT_URL = '/chat?voice=true';

// Loaded only beyond a phone's width, so a phone's first screen carries none of it (scripts/js-budget.ts).
const HomeAside = lazy(() => import('@/app/home-aside'));

/**
 * Home (/): the orb opens a voice conversation; the bottom pill moves between home, voice and
 * dashboard. Beyond a phone's width, today's summary and the last conversation stand beside the orb
 * (below it on a tablet).
 */
export function HomePage() {
  const { user } = useUser();
  const billingMode = useBillingMode();
  const { openDrawer, drawerOpen } = useShell();
  const [, navigate] = useLocation();
  const mobile = useIsMobile();
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');

  const openVoice = () => navigate(VOICE_CHAT_URL);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const url = chatUrlFor(text);
    if (url) navigate(url);
  };

  return (
    <main className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between p-4 pt-[max(1rem,env(safe-area-inset-top))]">
        <Button
          variant="ghost"
          size="sm"
          onClick={openDrawer}
          aria-label={`${APP_NAME} beta`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="-ml-2 px-3!"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
          <span className="text-base font-bold">{APP_NAME}</span>{' '}
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-primary">beta</span>
        </Button>
        {showsPlans(billingMode) && (
          <div className="flex items-center">
            <span className="sr-only">Your plan:</span>
            <span className="rounded-full border border-border bg-card px-3 py-1 text-xs font-semibold text-primary shadow-sm">
              {planLabel(user)}
            </span>
          </div>
        )}
      </header>

      <div className="flex flex-1 flex-col items-center justify-center gap-12 px-6 pb-4 lg:flex-row lg:gap-20">
        <section className="flex flex-col items-center justify-center gap-8 text-center lg:max-w-xl">
          <button
            type="button"
            aria-label="Start voice conversation"
            onClick={openVoice}
            className="orb-button cursor-pointer rounded-full transition-transform active:scale-95 focus-visible:outline-4 focus-visible:outline-offset-8"
          >
            <Orb size={mobile ? 200 : 220} />
          </button>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold sm:text-3xl">Hi there! What's on your mind today?</h1>
            <p className="text-muted-foreground">I'm here to help with your health journey</p>
          </div>
          {typing ? (
            <form onSubmit={send} className="flex w-full max-w-md items-center gap-2">
              <label htmlFor="home-text" className="sr-only">
                Message to {APP_NAME}
              </label>
              <Input
                id="home-text"
                placeholder="Talk or type..."
                value={text}
                onChange={(e) => setText(e.target.value)}
                autoFocus={!mobile}
              />
              <Button type="submit" size="icon" aria-label="Send" disabled={!text.trim()}>
                <Send className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button variant="outline" onClick={openVoice}>
                <Mic className="h-4 w-4" aria-hidden="true" /> Talk
              </Button>
            </form>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setTyping(true)} className="text-muted-foreground">
              <Keyboard className="h-4 w-4" aria-hidden="true" /> Type instead
            </Button>
          )}
        </section>
        {!mobile && (
          <Suspense fallback={null}>
            <HomeAside />
          </Suspense>
        )}
      </div>

      <BottomNav active="home" />
    </main>
  );
}
