import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { isoTimestamp } from './timestamps.js';

export const FEEDBACK_TYPES = ['general', 'contact'] as const;
export const FEEDBACK_MAX_LENGTH = 5000;

/** The contact form's limits (app-spec section 5). */
export const CONTACT_LIMITS = { subjectMax: 100, messageMin: 10, messageMax: 1000 } as const;

const CONTACT_MESSAGE_TOO_SHORT = `Message must be at least ${CONTACT_LIMITS.messageMin} characters`;
const SUBJECT_LINE = /^Subject: [^\n]*(\n\n|$)/;

/** The support page's contact form; its subject and message become one feedback message. */
export const contactFormSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subjectMax, `Subject must be less than ${CONTACT_LIMITS.subjectMax} characters`),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGE_TOO_SHORT)
    .max(CONTACT_LIMITS.messageMax, `Message must be less than ${CONTACT_LIMITS.messageMax} characters`),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The single feedback message a contact form is sent as. */
export const contactMessage = ({ subject, message }: ContactForm): string => `Subject: ${subject}\n\n${message}`;

/** What the person wrote in a contact message: the text after its subject line, trimmed. */
export const contactMessageText = (message: string): string => message.replace(SUBJECT_LINE, '').trim();

/** The longest message a valid contact form can produce; the server holds type 'contact' to it. */
export const CONTACT_MESSAGE_MAX = contactMessage({
  subject: 'x'.repeat(CONTACT_LIMITS.subjectMax),
  message: 'x'.repeat(CONTACT_LIMITS.messageMax),
}).length;

export const feedbackBodySchema = z
  .strictObject(
    {
      message: z
        .string({ error: 'Message must be text' })
        .trim()
        .min(1, 'Message must not be empty')
        .max(FEEDBACK_MAX_LENGTH, `Message must be at most ${FEEDBACK_MAX_LENGTH} characters`),
      type: z.enum(FEEDBACK_TYPES, `Type must be one of: ${FEEDBACK_TYPES.join(', ')}`),
      timestamp: isoTimestamp('timestamp').optional(),
    },
    { error: bodyObjectError() },
  )
  .superRefine((body, ctx) => {
    if (body.type !== 'contact') return;
    // The form's rule (a message of at least 10 characters beside the subject) holds here too.
    if (contactMessageText(body.message).length < CONTACT_LIMITS.messageMin) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: CONTACT_MESSAGE_TOO_SHORT });
    } else if (body.message.length > CONTACT_MESSAGE_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `A contact message must be at most ${CONTACT_MESSAGE_MAX} characters`,
      });
    }
  });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** POST /api/feedback answers the saved message's id. */
export const feedbackSchema = z.object({ id: z.string() });
