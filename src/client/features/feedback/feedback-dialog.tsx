import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useSendFeedback } from './api/send-feedback';

export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [message, setMessage] = useState('');
  const send = useSendFeedback();
  const trimmed = message.trim();

  const submit = () =>
    send.mutate(
      { message: trimmed, type: 'general', timestamp: new Date().toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Feedback sent!', description: "Thank you for your feedback. We'll review it and get back to you if needed." });
          setMessage('');
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to send feedback. Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Submit Feedback">
      <label htmlFor="feedback-message" className="sr-only">
        Your feedback
      </label>
      <Textarea
        id="feedback-message"
        className="min-h-[120px]"
        placeholder="Tell us what's on your mind..."
        value={message}
        maxLength={5000}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!trimmed || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Feedback'}
        </Button>
      </div>
    </Dialog>
  );
}
