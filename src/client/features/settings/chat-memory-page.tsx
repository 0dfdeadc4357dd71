import { useState } from 'react';
import { Brain, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import type { ClearChatMemoryBody } from '../../../shared/account-data.js';
import { useClearChatMemory } from './api/chat-memory';
import { SettingSelect, SettingSwitch } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';
import { RememberedList } from './remembered-list';

export const AUTO_FORGET_OPTIONS = [
  { value: 0, label: 'Never' },
  { value: 30, label: 'After 30 days' },
  { value: 90, label: 'After 90 days' },
] as const;

const CLEAR = {
  memory: {
    button: 'Clear Memory',
    title: 'Clear Willow’s memory?',
    text: 'Willow forgets the things you asked it to remember and what it learned from your past conversations. The conversations stay in your history.',
    done: {
      title: 'Memory cleared',
      description: 'Willow no longer remembers your past conversations or the things you asked it to keep.',
    },
  },
  conversations: {
    button: 'Delete All Conversations',
    title: 'Delete all conversations?',
    text: 'Every conversation and its messages are permanently deleted from your history. This cannot be undone.',
    done: { title: 'Conversations deleted', description: 'All your conversations have been removed from your history.' },
  },
} as const;

/** /settings/chat-memory: the memory switch, auto-forget, what Willow remembers (each deletable), and the clear buttons. */
export function ChatMemoryPage() {
  const [confirm, setConfirm] = useState<ClearChatMemoryBody['what'] | null>(null);
  const clear = useClearChatMemory();
  const current = confirm ? CLEAR[confirm] : null;

  const run = () => {
    if (!confirm) return;
    clear.mutate(
      { what: confirm },
      {
        onSuccess: () => {
          toast(CLEAR[confirm].done);
          setConfirm(null);
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to clear your chat memory. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <SettingsLayout title="Chat Memory" description="What Willow remembers from one conversation to the next.">
      {(settings) => (
        <>
          <SettingsSection title="Memory">
            <SettingSwitch
              settings={settings}
              name="chatMemoryEnabled"
              label="Remember past conversations"
              description="Willow keeps short summaries of your recent conversations, and the things you ask it to remember."
            />
            <SettingSelect
              settings={settings}
              name="autoForgetDays"
              label="Forget conversations automatically"
              options={AUTO_FORGET_OPTIONS}
              description={
                settings.autoForgetDays === 0
                  ? 'Conversations are kept until you delete them.'
                  : `Conversations older than ${settings.autoForgetDays} days are deleted automatically.`
              }
            />
          </SettingsSection>
          <SettingsSection
            title="What Willow remembers"
            description="Willow draws on these in its answers, and says so under a reply that used one."
          >
            <RememberedList memoryOn={settings.chatMemoryEnabled} />
          </SettingsSection>
          <SettingsSection title="Clear" description="Start fresh whenever you like.">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => setConfirm('memory')}>
                <Brain className="h-4 w-4" aria-hidden="true" /> {CLEAR.memory.button}
              </Button>
              <Button variant="destructive" onClick={() => setConfirm('conversations')}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {CLEAR.conversations.button}
              </Button>
            </div>
          </SettingsSection>
          <Dialog
            open={!!current}
            onOpenChange={(open) => !open && !clear.isPending && setConfirm(null)}
            title={current?.title ?? ''}
            description={current?.text}
          >
            <DialogActions>
              <Button variant="outline" onClick={() => setConfirm(null)} disabled={clear.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={run} disabled={clear.isPending}>
                {clear.isPending ? 'Clearing...' : current?.button}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </SettingsLayout>
  );
}
