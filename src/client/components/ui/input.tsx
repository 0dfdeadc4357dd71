import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export const controlClass =
  'w-full rounded-xl border border-border bg-card px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(controlClass, 'h-11', className)} {...props} />;
}
