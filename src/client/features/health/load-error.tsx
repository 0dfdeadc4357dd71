import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** 'Unable to load health data' with 'Try Again' (tracking-spec section 8). */
export function HealthLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
      <AlertCircle className="h-8 w-8 text-destructive" aria-hidden="true" />
      <p className="font-semibold">Unable to load health data</p>
      <Button onClick={onRetry}>Try Again</Button>
    </Card>
  );
}
