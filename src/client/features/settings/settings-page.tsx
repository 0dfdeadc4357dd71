import type { ReactNode } from 'react';
import {
  Bell,
  ChevronRight,
  Database,
  ExternalLink,
  HeartPulse,
  HelpCircle,
  Lock,
  MessageSquare,
  MessagesSquare,
  Palette,
  ShieldCheck,
  UserRound,
  Volume2,
  Brain,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { COMMUNITY_URL } from '../../../shared/brand.js';

interface Entry {
  href: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The groups of app-spec section 2, with the other settings pages of the route table under Preferences. */
export const SETTINGS_GROUPS: { title: string; entries: Entry[] }[] = [
  {
    title: 'Account',
    entries: [
      { href: '/settings/profile', label: 'Profile Information', description: 'Your name and e-mail', icon: UserRound },
      { href: '/settings/security', label: 'Security', description: 'Password, sign-in and account deletion', icon: Lock },
    ],
  },
  {
    title: 'Preferences',
    entries: [
      { href: '/settings/notifications', label: 'Notifications', description: 'Reminders, insights and news', icon: Bell },
      { href: '/settings/health-focus', label: 'Health Focus', description: 'Your goals, focus areas and coaching tone', icon: HeartPulse },
      { href: '/settings/chat-memory', label: 'Chat Memory', description: 'What Willow remembers between conversations', icon: Brain },
      { href: '/settings/chat-voice', label: 'Chat & Voice', description: 'Your usage and Willow’s voice', icon: MessageSquare },
      { href: '/settings/audio', label: 'Audio', description: 'Read-aloud voice', icon: Volume2 },
      { href: '/settings/appearance', label: 'Appearance', description: 'Light, dark or your device’s theme', icon: Palette },
    ],
  },
  {
    title: 'Privacy & Data',
    entries: [
      { href: '/settings/privacy', label: 'Privacy Settings', description: 'Analytics, crash reports and data use', icon: ShieldCheck },
      { href: '/settings/data-management', label: 'Data Management', description: 'Retention and downloading your data', icon: Database },
    ],
  },
  {
    title: 'Support',
    entries: [
      { href: '/settings/support', label: 'Support & Legal', description: 'Contact us, terms and privacy, sign out', icon: HelpCircle },
    ],
  },
];

const rowClass = 'flex items-center gap-3 px-4 py-3.5 hover:bg-accent/60 focus-visible:outline-offset-[-2px]';

/** /settings: the groups of settings pages and the community link. */
export function SettingsPage() {
  return (
    <PageShell title="Settings" back="/" backLabel="Home">
      {SETTINGS_GROUPS.map((group) => (
        <Group key={group.title} title={group.title}>
          {group.entries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} className={rowClass}>
                <RowContent icon={entry.icon} label={entry.label} description={entry.description} />
                <ChevronRight className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </Group>
      ))}
      <Group title="Community">
        <li>
          <a href={COMMUNITY_URL} target="_blank" rel="noreferrer" className={rowClass}>
            <RowContent icon={MessagesSquare} label="Join the community" description="Talk with other people using Willow" />
            <ExternalLink className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      </Group>
    </PageShell>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 px-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">{children}</ul>
    </section>
  );
}

function RowContent({ icon: Icon, label, description }: { icon: LucideIcon; label: string; description: string }) {
  return (
    <>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
    </>
  );
}
