import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { CONTACT_LIMITS, contactFormSchema, type ContactForm } from '../../../shared/feedback.js';
import { useSendContactMessage } from './api/contact';

const EMPTY: ContactForm = { subject: '', message: '' };

/** 'Contact Us': subject and message with the limits and messages of app-spec section 5. */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const send = useSendContactMessage();
  const form = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const subject = form.watch('subject');
  const message = form.watch('message');

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message sent', description: "Thank you for your message. We'll get back to you soon!" });
        close(false);
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to send message. Please try again.'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close} title="Contact Us" description="Questions, problems or ideas: we read every message.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="contact-subject">Subject</Label>
          <Input
            id="contact-subject"
            placeholder="What is this about?"
            aria-invalid={!!errors.subject || undefined}
            aria-describedby="contact-subject-help"
            {...form.register('subject')}
          />
          <FieldHelp id="contact-subject-help" error={errors.subject?.message} count={`${subject.length}/${CONTACT_LIMITS.subjectMax}`} />
        </div>
        <div>
          <Label htmlFor="contact-message">Message</Label>
          <Textarea
            id="contact-message"
            className="min-h-[140px]"
            placeholder="Tell us how we can help..."
            aria-invalid={!!errors.message || undefined}
            aria-describedby="contact-message-help"
            {...form.register('message')}
          />
          <FieldHelp id="contact-message-help" error={errors.message?.message} count={`${message.length}/${CONTACT_LIMITS.messageMax}`} />
        </div>
        <DialogActions>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function FieldHelp({ id, error, count }: { id: string; error?: string; count: string }) {
  return (
    <div id={id} className="mt-1.5 flex justify-between gap-3 text-xs">
      <span role={error ? 'alert' : undefined} className={cn('font-semibold', error ? 'text-destructive' : 'sr-only')}>
        {error ?? ''}
      </span>
      <span className="ml-auto text-muted-foreground">{count}</span>
    </div>
  );
}
