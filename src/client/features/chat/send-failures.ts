import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';

export const SEND_FAILED = {
  title: 'Connection Error',
  description: 'Failed to send message. Please check your connection and try again.',
};
export const START_FAILED = 'Failed to start conversation. Please try again.';
export const SEND_TIMED_OUT = {
  title: 'Message not sent',
  description: 'Willow could not be reached. Check your connection and try again.',
};
/** A message the server refused (too long, empty, not found): its own reason is shown. */
export const SEND_REFUSED_TITLE = 'Message not sent';

/** Says why a send failed (other than a limit): the server's reason for a refused message, else the connection. */
export function toastSendFailure(error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    toast({ title: SEND_REFUSED_TITLE, description: error.serverMessage, variant: 'destructive' });
  } else {
    toast({ ...SEND_FAILED, variant: 'destructive' });
  }
}
