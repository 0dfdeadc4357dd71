import PDFDocument from 'pdfkit';
import {
  averageScore,
  describePattern,
  noPatternsText,
  patternMethodText,
  percent,
  sleepSummaryText,
  type Insights,
  type ScoreDay,
} from '../../../shared/insights.js';
import { daysInRange } from '../../../shared/days.js';
import { addDays } from '../../../shared/days.js';

export interface ReportInput {
  insights: Insights;
  personName: string;
  notes: string;
  paper: 'A4' | 'LETTER';
  /** The person's own day when the report was made. */
  madeOn: string;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const MOOD = '#8b5cf6';
const ENERGY = '#f59e0b';
const SYMPTOM = '#e11d48';
/** Rows per table, so that the report stays within two pages. */
const MAX_ROWS = 8;
const MAX_PATTERNS = 5;
const MAX_NOTE_CHARS = 1200;

/**
 * The standard PDF fonts know Windows-1252 only; anything else would print as garbage, so it is
 * shown as '?' instead (the HTML report shows every script).
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) => [...text].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?')).join('');

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The report for the doctor as a PDF (one or two pages), made with pdfkit's own fonts. */
export function renderReportPdf({ insights, personName, notes, paper, madeOn }: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper,
    margins: { top: 48, bottom: 48, left: 50, right: 50 },
    info: { Title: `Health summary for ${printable(personName)}`, Author: 'Willow', Subject: `${insights.from} to ${insights.to}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(value), options);
  const heading = (title: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(INK);
    text(title, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(9.5).fillColor(INK);
  };
  const row = (cells: string[], columns: number[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    let x = left;
    columns.forEach((columnWidth, i) => {
      doc.text(printable(cells[i] ?? ''), x, y, { width: columnWidth - 6, height: 12, ellipsis: true });
      x += columnWidth;
    });
    doc.x = left;
    doc.y = y + 14;
  };

  const rangeDays = daysInRange(insights.from, insights.to);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK);
  text(`Health summary for ${personName}`);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  text(
    `${longDate(insights.from)} to ${longDate(insights.to)} · ${rangeDays} days, ${insights.trackedDays} with entries · made on ${longDate(madeOn)}`,
  );
  text('Logged by the person in Willow, a wellness app. Not a medical record; patterns are correlations, not causes.');

  heading('Symptoms');
  if (!insights.symptoms.length) text('No symptoms logged in this range.');
  else {
    const columns = [width * 0.3, width * 0.16, width * 0.14, width * 0.12, width * 0.28];
    row(['Symptom', 'Days (share)', 'Mean', 'Highest', 'Intensity by day'], columns, true);
    for (const symptom of insights.symptoms.slice(0, MAX_ROWS)) {
      const y = doc.y;
      row(
        [
          symptom.name,
          `${symptom.days} (${percent(symptom.frequency)})`,
          `${symptom.meanIntensity}/5`,
          `${symptom.highestIntensity}/5`,
          '',
        ],
        columns,
      );
      drawDayBars(doc, { x: left + width * 0.72, y: y + 1, width: width * 0.28 - 4, height: 9 }, insights.from, rangeDays, symptom.daily);
    }
    if (insights.symptoms.length > MAX_ROWS) text(`and ${insights.symptoms.length - MAX_ROWS} more.`, { width });
  }

  heading('Mood and energy');
  const mood = averageScore(insights.mood);
  const energy = averageScore(insights.energy);
  text(
    `Mood averaged ${mood ?? '-'}/5 over ${insights.mood.length} days; energy ${energy ?? '-'}/5 over ${insights.energy.length} days (1 is lowest, 5 highest).`,
    { width },
  );
  if (insights.mood.length || insights.energy.length) {
    const chart = { x: left, y: doc.y + 4, width, height: 70 };
    drawScoreChart(doc, chart, insights.from, rangeDays, [
      { days: insights.mood, color: MOOD },
      { days: insights.energy, color: ENERGY },
    ]);
    doc.y = chart.y + chart.height + 4;
    doc.x = left;
    doc.fontSize(8.5).fillColor(MOOD);
    text('— mood', { continued: true });
    doc.fillColor(ENERGY);
    text('   — energy');
    doc.fontSize(9.5).fillColor(INK);
  }

  heading('Sleep');
  text(sleepSummaryText(insights.sleep), { width });

  heading('Supplements');
  if (!insights.supplements.length) text('No supplements logged in this range.');
  else {
    const columns = [width * 0.4, width * 0.3, width * 0.3];
    row(['Supplement', 'Taken of planned', 'Adherence'], columns, true);
    for (const s of insights.supplements.slice(0, MAX_ROWS)) row([s.name, `${s.taken} of ${s.planned}`, percent(s.adherence)], columns);
  }

  heading('Notable patterns');
  if (insights.patterns.length) text(patternMethodText(insights.patternSearch), { width });
  else text(noPatternsText(insights.patternSearch, daysInRange(insights.from, insights.to)), { width });
  for (const pattern of insights.patterns.slice(0, MAX_PATTERNS)) text(`• ${describePattern(pattern)}`, { width });

  const symptomNotes = insights.notes.map((n) => `${longDate(n.date)}, ${n.symptom}: ${n.text}`).join('\n');
  const allNotes = [notes.trim(), symptomNotes].filter(Boolean).join('\n\n');
  heading('Notes');
  text(allNotes ? truncate(allNotes, MAX_NOTE_CHARS) : 'No notes.', { width });

  doc.end();
  return done;
}

const truncate = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One thin bar per day of the range, as high as that day's intensity (out of 5). */
function drawDayBars(doc: PDFKit.PDFDocument, box: Box, from: string, rangeDays: number, daily: { date: string; intensity: number }[]) {
  doc.save().rect(box.x, box.y, box.width, box.height).fillColor('#f3f4f6').fill();
  const step = box.width / rangeDays;
  const index = dayIndex(from, rangeDays);
  for (const { date, intensity } of daily) {
    const i = index.get(date);
    if (i === undefined) continue;
    const h = (intensity / 5) * box.height;
    doc
      .rect(box.x + i * step, box.y + box.height - h, Math.max(step * 0.8, 0.6), h)
      .fillColor(SYMPTOM)
      .fill();
  }
  doc.restore();
}

/** Mood and energy as lines over the range, 1 to 5; a day without logs breaks the line. */
function drawScoreChart(doc: PDFKit.PDFDocument, box: Box, from: string, rangeDays: number, series: { days: ScoreDay[]; color: string }[]) {
  const index = dayIndex(from, rangeDays);
  const x = (i: number) => box.x + (rangeDays === 1 ? box.width / 2 : (i / (rangeDays - 1)) * box.width);
  const y = (score: number) => box.y + ((5 - score) / 4) * box.height;
  doc.save().lineWidth(0.4).strokeColor('#d1d5db');
  for (const score of [1, 3, 5])
    doc
      .moveTo(box.x, y(score))
      .lineTo(box.x + box.width, y(score))
      .stroke();
  doc.fontSize(7).fillColor(MUTED);
  for (const score of [1, 3, 5]) doc.text(String(score), box.x - 10, y(score) - 3, { lineBreak: false });
  doc.lineWidth(1.4);
  for (const { days, color } of series) {
    const points = days.flatMap((day) => {
      const i = index.get(day.date);
      return i === undefined ? [] : [{ i, x: x(i), y: y(day.mean) }];
    });
    doc.strokeColor(color).fillColor(color);
    points.forEach((point, k) => {
      const previous = points[k - 1];
      if (previous && previous.i === point.i - 1) doc.moveTo(previous.x, previous.y).lineTo(point.x, point.y).stroke();
    });
    for (const point of points) doc.circle(point.x, point.y, 1.6).fill();
  }
  doc.restore();
}

const dayIndex = (from: string, rangeDays: number) => new Map(Array.from({ length: rangeDays }, (_, i) => [addDays(from, i), i]));
