import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { Meal } from '../../../../shared/health.js';
import { useDeleteEntry } from '../api/delete-entry';

/** The meal dialog's Delete, once confirmed. */
export function useMealDeletion(date: string, meal: Meal | undefined, close: () => void) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEntry();

  const deleteMeal = () => {
    if (!meal?.id) {
      toast({ title: 'Error', description: 'Cannot delete meal: missing ID', variant: 'destructive' });
      return;
    }
    remove.mutate(
      { date, segment: 'nutrition', id: meal.id },
      {
        onSuccess: () => {
          toast({ title: 'Meal deleted' });
          setConfirming(false);
          close();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete meal. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return { confirming, setConfirming, deleteMeal, deleting: remove.isPending };
}
