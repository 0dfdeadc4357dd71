import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { FeedbackBody } from '../../../../shared/feedback.js';

/** POST /api/feedback (201). */
export const sendFeedback = (body: FeedbackBody) => apiRequest<{ id: string }>('POST', '/api/feedback', body);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
