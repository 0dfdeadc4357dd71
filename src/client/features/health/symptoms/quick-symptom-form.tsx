import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { showServerIssues } from '@/lib/server-issues';
import { QUICK_SYMPTOM_INTENSITY, SYMPTOM_NAME_MAX, symptomBodySchema } from '../../../../shared/health.js';
import { useLogSymptoms } from '../api/log-symptoms';

const quickSymptomSchema = z.object({ name: symptomBodySchema.shape.name });
type QuickSymptom = z.infer<typeof quickSymptomSchema>;

/** 'Quick add a symptom': a name logged at the quick intensity; the server's reasons show under the field. */
export function QuickSymptomForm({ date }: { date: string }) {
  const logSymptoms = useLogSymptoms();
  const form = useForm<QuickSymptom>({ resolver: zodResolver(quickSymptomSchema), defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  const typed = form.watch('name').trim();

  const add = form.handleSubmit(({ name }) =>
    logSymptoms.mutate(
      { date, symptoms: [{ name, intensity: QUICK_SYMPTOM_INTENSITY }] },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Symptom added' });
        },
        onError: (failure) => {
          if (showServerIssues(form, failure, ['name'], { 'symptoms.0.name': 'name' })) return;
          toast({
            title: 'Error',
            description: refusalMessage(failure, 'Failed to add symptom. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void add(event)} noValidate className="space-y-1">
      <div className="flex gap-2">
        <label htmlFor="quick-symptom" className="sr-only">
          Quick add a symptom
        </label>
        <Input
          id="quick-symptom"
          placeholder="Quick add a symptom"
          maxLength={SYMPTOM_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quick-symptom-error' : undefined}
          {...form.register('name')}
        />
        <Button type="submit" variant="outline" disabled={!typed || logSymptoms.isPending}>
          Add
        </Button>
      </div>
      <FieldError id="quick-symptom-error" message={error} />
    </form>
  );
}
