import type { ReactNode } from 'react';

/** The screen's main button row, kept in view at the bottom (above the phone's home indicator). */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-t-2xl sm:border-x">
      <div className="flex gap-2 [&>*]:flex-1">{children}</div>
    </div>
  );
}
