import { Download, FileSpreadsheet } from 'lucide-react';
import { RETENTION_MONTHS } from '../../../shared/settings.js';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useExportData, type ExportFormat } from './api/export-data';
import { SettingSelect } from './components/setting-controls';
import { SettingsLayout, SettingsSection } from './components/settings-layout';

const RETENTION_OPTIONS = RETENTION_MONTHS.map((value) => ({ value, label: value === 0 ? 'Keep forever' : `${value} months` }));

/** The retention explanation: 'kept indefinitely' or 'deleted after N months' (app-spec section 2). */
export const retentionText = (months: number) =>
  months === 0
    ? 'Your health data is kept indefinitely, until you delete it or your account.'
    : `Your health data is deleted after ${months} months: entries older than that are removed automatically.`;

/** /settings/data-management: how long health data is kept, and 'Download my data'. */
export function DataManagementPage() {
  return (
    <SettingsLayout title="Data Management" description="How long Willow keeps your data, and a copy of it for you.">
      {(settings) => (
        <>
          <SettingsSection title="Data retention">
            <SettingSelect
              settings={settings}
              name="dataRetentionMonths"
              label="Keep my health data for"
              options={RETENTION_OPTIONS}
              description={retentionText(settings.dataRetentionMonths)}
            />
          </SettingsSection>
          <YourData />
        </>
      )}
    </SettingsLayout>
  );
}

function YourData() {
  const exporter = useExportData();
  const download = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: () => toast({ title: 'Download ready', description: 'Your data has been saved to your device.' }),
      onError: () => toast({ title: 'Error', description: 'Failed to download your data. Please try again.', variant: 'destructive' }),
    });
  const percent = exporter.progress === null ? null : Math.round(exporter.progress * 100);
  return (
    <SettingsSection
      title="Your data"
      description="Download a copy of everything you have stored in Willow: profile, settings, intake story, every health entry, meals, conversations and feedback (JSON), or your daily logs as a spreadsheet (CSV)."
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => download('json')} disabled={exporter.isPending}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download my data
        </Button>
        <Button variant="outline" onClick={() => download('csv')} disabled={exporter.isPending}>
          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" /> Download daily logs (CSV)
        </Button>
      </div>
      {exporter.isPending && (
        <div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Preparing your download{percent === null ? '...' : `: ${percent}%`}
          </p>
          <div
            className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Download progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
          >
            <div
              className={
                percent === null ? 'h-full w-1/3 animate-pulse rounded-full bg-primary' : 'h-full rounded-full bg-primary transition-all'
              }
              style={percent === null ? undefined : { width: `${percent}%` }}
            />
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
