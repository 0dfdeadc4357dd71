import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contactMessage, type ContactForm } from '../../../../shared/feedback.js';

/** POST /api/feedback with type 'contact': subject and message combined into one message. */
export const sendContactMessage = (form: ContactForm) =>
  apiRequest<{ id: string }>('POST', '/api/feedback', { message: contactMessage(form), type: 'contact' });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
