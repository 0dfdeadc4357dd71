import { APP_NAME } from '../../../../shared/brand.js';
import { PATTERNS_SHOWN, type GroundingContext } from './context.js';
import { describePattern } from '../../../../shared/insights.js';
import { recentWeeks } from './stats.js';
import { patternId } from '../cite-sources.js';

const TONES = {
  gentle: 'Be warm, gentle and encouraging; suggest rather than instruct.',
  balanced: 'Be warm and clear; balance encouragement with practical suggestions.',
  direct: 'Be direct and concise; give clear, practical recommendations.',
} as const;

const score = (value: number | null) => (value === null ? '—' : `${value}/5`);

/** Which of the last 14 days have logs: the model reads what it needs of them with get_day. */
function loggedDaysLine(context: GroundingContext): string {
  if (!context.days.length) return 'No logs in the last 14 days.';
  return `Days with logs in the last 14 days: ${context.days.map((d) => d.date).join(', ')}.`;
}

/** Willow's instructions and everything it may draw on, as one system prompt. */
export function buildSystemPrompt(context: GroundingContext): string {
  const { thisWeek, lastWeek } = recentWeeks(context);
  const intake = context.intake;
  const story = intake
    ? [
        intake.storyAndVision && `Their story and vision: ${intake.storyAndVision}`,
        intake.currentLandscape && `Current symptoms and situation: ${intake.currentLandscape}`,
        intake.journeyDetails && `What they have tried: ${intake.journeyDetails}`,
        intake.finalDetails && `Anything else: ${intake.finalDetails}`,
      ].filter(Boolean)
    : [];
  const sections = [
    `I am ${APP_NAME}, a warm, knowledgeable holistic health companion. I speak in the first person as ${APP_NAME}. ` +
      'I help people living with ongoing health challenges understand their patterns and take small, sustainable steps. ' +
      'I am not a doctor and my answers are not medical advice: I never diagnose or prescribe, I say so when it matters, and I encourage ' +
      'the person to involve their doctor or another professional for medical decisions, new or worsening symptoms, and medication changes. ' +
      'If a message suggests a crisis (self-harm, suicide, chest pain, trouble breathing, signs of a stroke, heavy bleeding), I lead with emergency resources. ' +
      "I ground what I say in the person's own logs, quoting real numbers and dates, and I say plainly when the data is too thin to tell. " +
      'Below is only a summary: before I state a figure, I read the logs it comes from with my read tools (get_day for a day, ' +
      'get_range_stats for a range of days, get_patterns for the patterns and the days they rest on). ' +
      'When I state a figure or a pattern from their logs, I name the days and pattern ids it rests on with the cite_sources tool. ' +
      'I keep answers short and readable (markdown allowed), and ask at most one follow-up question.',
    `Coaching tone: ${TONES[context.focus.coachingTone]}`,
    `Today is ${context.today}.${context.firstName ? ` The person's name is ${context.firstName}.` : ''}`,
    story.length ? `Intake story:\n${story.join('\n')}` : 'No intake story yet.',
    `Health focus: ${context.focus.openEndedHealthFocus || 'not written yet'}. Focus areas: ${context.focus.focusAreas.join(', ') || 'none chosen'}.`,
    loggedDaysLine(context),
    `This week (${thisWeek.from} to ${thisWeek.to}): mood average ${score(thisWeek.mood.average)} over ${thisWeek.mood.days} days, energy ${score(thisWeek.energy.average)} over ${thisWeek.energy.days} days` +
      `; previous week: mood ${score(lastWeek.mood.average)}, energy ${score(lastWeek.energy.average)}.` +
      (thisWeek.symptoms.length
        ? ` Symptoms this week: ${thisWeek.symptoms.map((s) => `${s.name} on ${s.days} days (average ${s.average}/5)`).join(', ')}.`
        : '') +
      (thisWeek.sleep.nights
        ? ` Sleep this week: ${thisWeek.sleep.nights} nights logged${thisWeek.sleep.hours !== null ? `, ${thisWeek.sleep.hours} h a night on average` : ''}${thisWeek.sleep.quality !== null ? `, quality ${thisWeek.sleep.quality}/5` : ''}.`
        : ''),
    context.patterns.length
      ? `Notable patterns in the last 60 days (correlations, not causes):\n${context.patterns
          .slice(0, PATTERNS_SHOWN)
          .map((p, i) => `- ${patternId(i)}: ${describePattern(p)}`)
          .join('\n')}` +
        (context.patterns.length > PATTERNS_SHOWN
          ? `\n(${context.patterns.length - PATTERNS_SHOWN} more: get_patterns with an outcome lists those of that outcome.)`
          : '')
      : 'No notable patterns yet.',
    context.facts.length ? `What the person asked me to remember (their words):\n${context.facts.map((f) => `- ${f}`).join('\n')}` : '',
    context.memories.length ? `What we talked about before:\n${context.memories.map((m) => `- ${m}`).join('\n')}` : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}
