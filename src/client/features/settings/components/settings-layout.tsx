import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useSettings } from '@/lib/settings';
import { cn } from '@/lib/utils';
import type { Settings } from '../../../../shared/settings.js';

interface SettingsLayoutProps {
  title: string;
  description?: ReactNode;
  back?: string;
  backLabel?: string;
  /** Renders once the settings have loaded. */
  children: (settings: Settings) => ReactNode;
}

/** A settings page: back to /settings, a title, and content once GET /api/settings has answered. */
export function SettingsLayout({ title, description, back = '/settings', backLabel = 'Settings', children }: SettingsLayoutProps) {
  const settings = useSettings(true);
  return (
    <PageShell title={title} description={description} back={back} backLabel={backLabel}>
      {settings.data ? (
        children(settings.data)
      ) : settings.isError ? (
        <p role="alert" className="rounded-2xl border border-destructive p-4 text-sm text-destructive">
          Your settings could not be loaded. Check your connection and reload the page.
        </p>
      ) : (
        <Spinner fullScreen={false} className="py-16" label="Loading settings..." />
      )}
    </PageShell>
  );
}

/** A titled group of rows in a card. */
export function SettingsSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
