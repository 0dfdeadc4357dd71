import { z } from 'zod';

export const FEEDBACK_TYPES = ['general', 'contact'] as const;
export const FEEDBACK_MAX_LENGTH = 5000;

export const feedbackBodySchema = z.strictObject({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'message must not be empty')
    .max(FEEDBACK_MAX_LENGTH, `message must be at most ${FEEDBACK_MAX_LENGTH} characters`),
  type: z.enum(FEEDBACK_TYPES, `type must be one of: ${FEEDBACK_TYPES.join(', ')}`),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** The support page's contact form; its subject and message become one feedback message. */
export const contactFormSchema = z.object({
  subject: z.string().min(1, 'Subject is required').max(100, 'Subject must be less than 100 characters'),
  message: z
    .string()
    .min(10, 'Message must be at least 10 characters')
    .max(1000, 'Message must be less than 1000 characters'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
