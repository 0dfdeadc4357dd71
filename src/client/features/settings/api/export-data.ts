import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiDownload } from '@/lib/api';
import { EXPORT_FILES, EXPORT_LINES_HEADER } from '../../../../shared/account-data.js';

export type ExportFormat = keyof typeof EXPORT_FILES;

/** Hands a finished download to the browser as a file. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/export/json or /api/export/daily-logs.csv, streamed with progress, then saved as a file. */
export function useExportData() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = EXPORT_FILES[format];
      setProgress(null);
      const blob = await apiDownload(file.path, { linesHeader: EXPORT_LINES_HEADER, onProgress: setProgress });
      saveFile(blob, file.fileName);
      return format;
    },
  });
  return { ...mutation, progress };
}
