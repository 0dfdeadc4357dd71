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

/** No maxLength on the fields: the form's own messages say when text is too long. */
const CONTACT_FIELDS = [
  { name: 'subject', label: 'Subject', placeholder: 'What is this about?', max: CONTACT_LIMITS.subjectMax, multiline: false },
  { name: 'message', label: 'Message', placeholder: 'Tell us how we can help...', max: CONTACT_LIMITS.messageMax, multiline: true },
] as const;

/** 'Contact Us': subject and message with the limits and messages of app-spec section 5. */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const send = useSendContactMessage();
  const form = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = form.watch();

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
      onError: (error) => {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to send message. Please try again.'), variant: 'destructive' });
        // Send was disabled while sending, which drops focus to the page: bring it back to the message.
        form.setFocus('message');
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close} title="Contact Us" description="Questions, problems or ideas: we read every message.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {CONTACT_FIELDS.map(({ name, label, placeholder, max, multiline }) => {
          const control = {
            id: `contact-${name}`,
            placeholder,
            'aria-invalid': !!errors[name] || undefined,
            'aria-describedby': `contact-${name}-help`,
            ...form.register(name),
          };
          return (
            <div key={name}>
              <Label htmlFor={control.id}>{label}</Label>
              {multiline ? <Textarea className="min-h-[140px]!" {...control} /> : <Input {...control} />}
              <FieldHelp id={control['aria-describedby']} error={errors[name]?.message} count={`${values[name].length}/${max}`} />
            </div>
          );
        })}
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
