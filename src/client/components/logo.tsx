import { Leaf } from 'lucide-react';
import { cn } from '@/lib/utils';
import { APP_NAME } from '../../shared/brand.js';

/** The wordmark: a leaf in a sage circle, the name and the beta tag. */
export function Logo({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2 text-lg font-bold', className)}>
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
        <Leaf className="h-4 w-4" />
      </span>
      {APP_NAME}
      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-primary">beta</span>
    </div>
  );
}
