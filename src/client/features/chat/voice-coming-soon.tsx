import { Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ASSISTANT_NAME } from '../../../shared/brand.js';

/** The voice toggle's state until voice conversations arrive: says so plainly, and back to typing. */
export function VoiceComingSoon({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Voice chat is coming soon">
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
          <Mic className="h-6 w-6" />
        </span>
        <p className="text-sm text-muted-foreground">
          Talking with {ASSISTANT_NAME} out loud arrives in a later update. Until then, type your message and {ASSISTANT_NAME} answers in
          text, from the same health data.
        </p>
      </div>
      <DialogActions>
        <Button onClick={onClose}>Back to chat</Button>
      </DialogActions>
    </Dialog>
  );
}
