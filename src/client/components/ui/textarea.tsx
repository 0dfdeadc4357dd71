import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { controlClass } from './input';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClass, 'min-h-24 resize-y leading-relaxed', className)} {...props} />;
}
