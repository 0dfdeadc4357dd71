import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinner with role=status; full screen by default (while authentication loads). */
export function Spinner({
  label = 'Loading...',
  fullScreen = true,
  className,
}: {
  label?: string;
  fullScreen?: boolean;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center', fullScreen && 'min-h-dvh', className)}>
      <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}
