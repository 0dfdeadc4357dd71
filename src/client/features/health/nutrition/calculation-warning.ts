import { toast } from '@/components/ui/use-toast';
import type { CalculationCause } from './use-meal-draft';

/** tracking-spec section 8: what a failed calculation says, by what it was for. */
export function warnCalculationFailed(cause: CalculationCause) {
  if (cause === 'new') {
    toast({ title: 'Error', description: 'Failed to calculate nutrition. Please try again.', variant: 'destructive' });
    return;
  }
  toast({
    title: 'Nutrition calculation failed',
    description: `The portion ${cause} has been updated but nutrition values may be outdated. Try again or check your internet connection.`,
    variant: 'destructive',
  });
}
