import { apiFetch } from '@/lib/api';
import type { ReportBody } from '../../../../../shared/insights.js';

/** POST /api/insights/report: the report for the doctor as a PDF, saved through the browser. */
export async function downloadReport(body: ReportBody): Promise<void> {
  const response = await apiFetch('POST', '/api/insights/report', body);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'willow-report.pdf';
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
