import { toast } from '@/components/ui/use-toast';

/** The one message for any failed supplement save (tracking-spec section 8). */
export const saveFailed = () =>
  toast({ title: 'Error', description: 'Failed to save supplements. Please try again.', variant: 'destructive' });
