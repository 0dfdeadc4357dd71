import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showServerIssues } from '@/lib/server-issues';
import { FEEDBACK_MAX_LENGTH, feedbackBodySchema } from '../../../shared/feedback.js';
import { useSendFeedback } from './api/send-feedback';

/** The dialog's one field, with the rules POST /api/feedback holds it to (trimmed, not empty, at most 5000). */
const feedbackFormSchema = z.object({ message: feedbackBodySchema.shape.message });
type FeedbackForm = z.infer<typeof feedbackFormSchema>;

const EMPTY: FeedbackForm = { message: '' };
const FIELDS = ['message'] as const;

/** Send is possible only with text left after trimming and no request in flight. */
export const canSendFeedback = (message: string, pending: boolean) => !pending && message.trim() !== '';

/** The shell's 'Submit Feedback' dialog: sends the trimmed text as general feedback. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const send = useSendFeedback();
  const form = useForm<FeedbackForm>({ resolver: zodResolver(feedbackFormSchema), defaultValues: EMPTY });
  const error = form.formState.errors.message?.message;
  const message = form.watch('message');

  const submit = form.handleSubmit(({ message }) => {
    if (send.isPending) return;
    send.mutate(
      { message, type: 'general', timestamp: new Date().toISOString() },
      {
        onSuccess: () => {
          toast({ title: 'Feedback sent!', description: "Thank you for your feedback. We'll review it and get back to you if needed." });
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: (failure) => {
          if (showServerIssues(form, failure, FIELDS)) return;
          toast({ title: 'Error', description: 'Failed to send feedback. Please try again.', variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Feedback"
      description="Ideas, problems, kind words: it all helps us make Willow better."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="feedback-message" className="sr-only">
          Your feedback
        </label>
        <Textarea
          id="feedback-message"
          className="min-h-[120px]!"
          placeholder="Tell us what's on your mind..."
          maxLength={FEEDBACK_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'feedback-message-error' : undefined}
          {...form.register('message')}
        />
        {error && (
          <p id="feedback-message-error" role="alert" className="mt-1.5 text-xs font-semibold text-destructive">
            {error}
          </p>
        )}
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
