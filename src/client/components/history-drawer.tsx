import { Dialog as D } from 'radix-ui';
import { format } from 'date-fns';
import {
  ChartLine,
  Clock,
  FileText,
  Loader2,
  LogOut,
  MessageSquarePlus,
  MessageSquareText,
  Settings,
  Sparkles,
  Trash2,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { focusReturn } from '@/lib/focus-return';
import type { Conversation } from '../../shared/chat.js';
import { planName, type PlanId } from '../../shared/plans.js';
import type { User } from '../../shared/users.js';

export const DRAWER_FOCUS_DELAY_MS = 100;

/** First name, else e-mail, else 'User'. */
export const displayName = (user: Pick<User, 'firstName' | 'email'> | null) => user?.firstName || user?.email || 'User';

interface HistoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
  intakeIncomplete: boolean;
  onIntakeForm: () => void;
  onFeedback: () => void;
  onSignOut: () => void;
  /** The plan from GET /api/subscription/current; the user's planTier stands in while it loads. */
  plan?: PlanId;
  /** Upgrade Plan / Manage Subscription: the billing portal for a paying person, else /pricing. */
  onPlanAction: () => void;
  /** False when the server bills nobody (BILLING=off): no plan line, no plan button. */
  showPlans?: boolean;
  history?: ConversationHistory;
}

/** The conversations shown in the drawer, and deleting one. */
export interface ConversationHistory {
  conversations: Conversation[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  /** The id being deleted, if any. */
  deleting?: string;
  remove: (id: string) => void;
}

/** 'Sep 11, 2025' */
export const conversationDate = (createdAt: string) => format(new Date(createdAt), 'MMM d, yyyy');

/**
 * The history drawer (a Radix dialog): slides in from the left over 300 ms; Escape or the
 * backdrop closes it; page scroll is locked while open; focus moves in after 100 ms.
 * The list opens a conversation at /chat/{id}; each has a delete control shown on hover and focus.
 */
export function HistoryDrawer({
  open,
  onOpenChange,
  user,
  intakeIncomplete,
  onIntakeForm,
  onFeedback,
  onSignOut,
  plan: current,
  history,
  onPlanAction,
  showPlans = true,
}: HistoryDrawerProps) {
  const firstAction = useRef<HTMLAnchorElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A drawer closed (or gone) within the 100 ms must not pull focus back afterwards.
  useEffect(() => {
    if (!open) clearTimeout(focusTimer.current);
  }, [open]);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const planTier = current ?? user?.planTier ?? 'free';
  const plan = planName(planTier);
  const close = () => onOpenChange(false);

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="drawer-backdrop fixed inset-0 z-40 bg-black/40" />
        <D.Content
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col border-r border-border bg-card shadow-xl outline-none"
          onOpenAutoFocus={(event) => {
            focusReturn.remember(event);
            event.preventDefault();
            clearTimeout(focusTimer.current);
            focusTimer.current = setTimeout(() => firstAction.current?.focus(), DRAWER_FOCUS_DELAY_MS);
          }}
          onCloseAutoFocus={focusReturn.restore}
        >
          <div className="flex items-center justify-between border-b border-border p-4">
            <D.Title className="text-lg font-bold">History</D.Title>
            <D.Description className="sr-only">Your conversations and account</D.Description>
            <D.Close className="rounded-full p-2 hover:bg-accent" aria-label="Close history">
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          </div>
          <div className="p-4">
            <Link
              ref={firstAction}
              href="/chat"
              onClick={close}
              className="flex h-11 items-center justify-center gap-2 rounded-full bg-primary font-semibold text-primary-foreground"
            >
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> New Conversation
            </Link>
          </div>
          <div className="flex-1 overflow-y-auto px-2">
            <ConversationList history={history} onOpen={close} />
          </div>
          <div className="space-y-1 border-t border-border p-3">
            <div className="mb-2 flex items-center gap-3 px-2 py-1">
              {user?.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="h-10 w-10 rounded-full object-cover" />
              ) : (
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
                  <UserRound className="h-5 w-5" />
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold" title={displayName(user)}>
                  {displayName(user)}
                </p>
                {showPlans && <p className="text-xs text-muted-foreground">{plan} User</p>}
              </div>
            </div>
            <DrawerButton icon={<FileText />} onClick={onIntakeForm} label={intakeIncomplete ? 'Intake Form (incomplete)' : undefined}>
              Intake Form
              {intakeIncomplete && <span className="ml-auto h-2 w-2 rounded-full bg-destructive" aria-hidden="true" />}
            </DrawerButton>
            <DrawerButton icon={<MessageSquareText />} onClick={onFeedback}>
              Submit Feedback
            </DrawerButton>
            <DrawerLink icon={<ChartLine />} href="/insights" onClick={close}>
              Insights
            </DrawerLink>
            <DrawerLink icon={<Settings />} href="/settings" onClick={close}>
              Settings
            </DrawerLink>
            <DrawerLink icon={<Clock />} href="/coming-soon" onClick={close}>
              Coming Soon
            </DrawerLink>
            {showPlans && (
              <DrawerButton icon={<Sparkles />} onClick={onPlanAction}>
                {planTier !== 'free' ? 'Manage Subscription' : 'Upgrade Plan'}
              </DrawerButton>
            )}
            <DrawerButton icon={<LogOut />} onClick={onSignOut}>
              Sign Out
            </DrawerButton>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function ConversationList({ history, onOpen }: { history?: ConversationHistory; onOpen: () => void }) {
  const [confirming, setConfirming] = useState<Conversation | null>(null);
  if (history?.isLoading) {
    return (
      <div role="status" aria-label="Loading conversations" className="flex justify-center py-10">
        <Loader2 className="h-6 w-6 animate-spin text-primary" aria-hidden="true" />
      </div>
    );
  }
  if (history?.isError) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
        <p>Your conversations could not be loaded.</p>
        <button type="button" onClick={history.retry} className="rounded-full px-3 py-1 font-semibold text-primary hover:bg-accent">
          Try again
        </button>
      </div>
    );
  }
  if (!history?.conversations.length) {
    return (
      <div className="flex flex-col items-center gap-1 py-10 text-center text-sm text-muted-foreground">
        <MessageSquareText className="mb-2 h-8 w-8" aria-hidden="true" />
        <p className="font-semibold text-foreground">No conversations yet</p>
        <p>Start a chat to see your history here</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Conversations" className="space-y-0.5 pb-2">
        {history.conversations.map((conversation) => (
          <li key={conversation.id} className="group relative rounded-xl hover:bg-accent focus-within:bg-accent">
            <Link
              href={`/chat/${conversation.id}`}
              onClick={onOpen}
              title={conversation.title}
              className="block rounded-xl py-2 pr-12 pl-3 outline-offset-[-2px]"
            >
              <span className="block truncate text-sm font-medium">{conversation.title}</span>
              <span className="block text-xs text-muted-foreground">{conversationDate(conversation.createdAt)}</span>
            </Link>
            <button
              type="button"
              aria-label={`Delete ${conversation.title}`}
              disabled={history.deleting === conversation.id}
              onClick={() => setConfirming(conversation)}
              className="absolute top-1/2 right-1.5 flex h-9 w-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 hover:bg-destructive/10 hover:text-destructive focus-visible:opacity-100 disabled:opacity-50 [@media(hover:none)]:opacity-100"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this conversation?"
        description={`“${confirming?.title ?? ''}” and its messages are removed from your history. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (confirming) history.remove(confirming.id);
          setConfirming(null);
        }}
      />
    </>
  );
}

const ROW =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-accent [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0';

function DrawerButton({ icon, children, onClick, label }: { icon: ReactNode; children: ReactNode; onClick: () => void; label?: string }) {
  return (
    <button type="button" className={ROW} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </button>
  );
}

function DrawerLink({ icon, children, href, onClick }: { icon: ReactNode; children: ReactNode; href: string; onClick: () => void }) {
  return (
    <Link href={href} className={ROW} onClick={onClick}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </Link>
  );
}
