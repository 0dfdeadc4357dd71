import { Checkbox as C } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A Radix checkbox (role=checkbox, Space toggles) in Willow's colours. */
export function Checkbox({ className, ...props }: ComponentProps<typeof C.Root>) {
  return (
    <C.Root
      className={cn(
        'flex h-5 w-5 shrink-0 cursor-pointer items-center justify-center rounded-md border-2 border-primary bg-card transition-colors data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <C.Indicator>
        <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden="true" />
      </C.Indicator>
    </C.Root>
  );
}
