import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusReturn } from '@/lib/focus-return';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** False keeps the dialog open when someone clicks or taps outside it. */
  closeOnOutsideClick?: boolean;
}

/**
 * A centred modal dialog: title, close button, focus kept inside, Escape closes. On phones the
 * first field is not auto-focused (app-spec section 9), so the keyboard does not jump up.
 */
export function Dialog({ open, onOpenChange, title, description, children, className, closeOnOutsideClick = true }: DialogProps) {
  const mobile = useIsMobile();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/40 backdrop-blur-[1px]" />
        <D.Content
          className={cn(
            'dialog-content fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-xl outline-none',
            className,
          )}
          onInteractOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            focusReturn.remember(event);
            if (!mobile) return;
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={focusReturn.restore}
        >
          <D.Title className="pr-8 text-xl font-bold">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-muted-foreground">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className="mt-4">{children}</div>
          <D.Close
            className="absolute right-4 top-4 rounded-full p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/**
 * The dialog's buttons: a row that stays in view at the bottom of a long dialog (on a 375 px
 * phone the welcome and intake texts scroll), flush with the dialog's own padding.
 */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('sticky -bottom-6 -mx-6 -mb-6 mt-6 flex justify-end gap-2 border-t border-border bg-card px-6 py-4', className)}>
      {children}
    </div>
  );
}
