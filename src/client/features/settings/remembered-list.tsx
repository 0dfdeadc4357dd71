import { useState } from 'react';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useChatMemory } from './api/get-chat-memory';
import { useDeleteFact } from './api/delete-fact';
import { useDeleteConversationSummary } from './api/delete-conversation-summary';

/** A memory the person is about to delete. */
type Forgetting = { kind: 'fact'; id: string; text: string } | { kind: 'conversation'; id: string; text: string };

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/**
 * What Willow remembers, one memory a row, each with Delete (after a confirmation): the facts the
 * person asked it to keep, and its summaries of past conversations.
 */
export function RememberedList({ memoryOn }: { memoryOn: boolean }) {
  const memory = useChatMemory();
  const deleteFact = useDeleteFact();
  const deleteSummary = useDeleteConversationSummary();
  const [forgetting, setForgetting] = useState<Forgetting | null>(null);
  const pending = deleteFact.isPending || deleteSummary.isPending;

  const forget = () => {
    if (!forgetting) return;
    const mutation = forgetting.kind === 'fact' ? deleteFact : deleteSummary;
    const done =
      forgetting.kind === 'fact'
        ? { title: 'Forgotten', description: `Willow has forgotten “${forgetting.text}”.` }
        : {
            title: 'Conversation forgotten',
            description: `Willow has forgotten “${forgetting.text}”. The conversation stays in your history.`,
          };
    mutation.mutate(forgetting.id, {
      onSuccess: () => {
        toast(done);
        setForgetting(null);
      },
      onError: () => toast({ title: 'Error', description: 'The memory could not be deleted. Please try again.', variant: 'destructive' }),
    });
  };

  if (memory.isPending) return <Spinner fullScreen={false} className="py-6" label="Loading what Willow remembers..." />;
  if (memory.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p className="text-destructive">What Willow remembers could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" size="sm" onClick={() => void memory.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { facts, conversations } = memory.data;

  return (
    <>
      {!memoryOn && (
        <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
          Memory is off: Willow neither uses these in its answers nor keeps new ones until you turn it back on.
        </p>
      )}
      <div className="space-y-2">
        <h3 className="font-semibold">Things you asked Willow to remember</h3>
        {facts.length ? (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {facts.map((fact) => (
              <MemoryRow
                key={fact.id}
                text={fact.text}
                detail={`Kept on ${day(fact.createdAt)}`}
                onDelete={() => setForgetting({ kind: 'fact', id: fact.id, text: fact.text })}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Nothing yet. In a chat, say “Remember that…” (for example, “Remember that I’m allergic to peanuts”) and Willow keeps it here.
          </p>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Past conversations</h3>
        {conversations.length ? (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {conversations.map((c) => (
              <MemoryRow
                key={c.conversationId}
                title={c.title}
                text={c.summary}
                detail={`Last active ${day(c.updatedAt)}`}
                onDelete={() => setForgetting({ kind: 'conversation', id: c.conversationId, text: c.title })}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Willow keeps a short summary of each conversation when you leave it, while memory is on.
          </p>
        )}
      </div>
      <Dialog
        open={!!forgetting}
        onOpenChange={(open) => !open && !pending && setForgetting(null)}
        title="Delete this memory?"
        description={
          forgetting?.kind === 'conversation'
            ? `Willow forgets what it remembers of “${forgetting.text}”. The conversation stays in your history.`
            : `Willow forgets “${forgetting?.text ?? ''}”. This cannot be undone.`
        }
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setForgetting(null)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={forget} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function MemoryRow({ title, text, detail, onDelete }: { title?: string; text: string; detail: string; onDelete: () => void }) {
  return (
    <li className="flex items-start gap-3 p-3">
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {title && <p className="font-medium">{title}</p>}
        <p className={title ? 'text-sm text-muted-foreground' : ''}>{text}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">{detail}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete memory: ${title ?? text}`}
        className="shrink-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
