import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { FEEDBACK_MAX_LENGTH } from '../../../shared/feedback.js';
import { useSendFeedback } from './api/send-feedback';

/** Send is possible only with text left after trimming and no request in flight. */
export const canSendFeedback = (message: string, pending: boolean) => !pending && message.trim() !== '';

/** The shell's 'Submit Feedback' dialog: sends the trimmed text as general feedback. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [message, setMessage] = useState('');
  const send = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendFeedback(message, send.isPending)) return;
    send.mutate(
      { message: message.trim(), type: 'general', timestamp: new Date().toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Feedback sent!', description: "Thank you for your feedback. We'll review it and get back to you if needed." });
          setMessage('');
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to send feedback. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Feedback"
      description="Ideas, problems, kind words: it all helps us make Willow better."
    >
      <form onSubmit={submit}>
        <label htmlFor="feedback-message" className="sr-only">
          Your feedback
        </label>
        <Textarea
          id="feedback-message"
          className="min-h-[120px]!"
          placeholder="Tell us what's on your mind..."
          value={message}
          maxLength={FEEDBACK_MAX_LENGTH}
          onChange={(e) => setMessage(e.target.value)}
        />
        <DialogActions>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSendFeedback(message, send.isPending)}>
            {send.isPending ? 'Sending...' : 'Send Feedback'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
