import { describe, expect, it } from 'vitest';
import { MicrophoneError } from './microphone';
import { paragraphReveal } from './paragraph-reveal';
import { TurnEnd } from './turn-end';
import { initialVoiceState, shouldRecordHandsFree, turnOnItsWay, voiceReducer, type VoiceEvent, type VoiceState } from './voice-machine';

const run = (events: VoiceEvent[], from: VoiceState = initialVoiceState(true)) => events.reduce(voiceReducer, from);
const shown = ({ mode, recording }: VoiceState) => `${mode}/${recording}`;

describe('the voice state machine', () => {
  it('starts listening and idle; hands-free then records at once', () => {
    const start = initialVoiceState(true);
    expect(shown(start)).toBe('listening/idle');
    expect(shouldRecordHandsFree(start)).toBe(true);
    expect(shouldRecordHandsFree(initialVoiceState(false))).toBe(false);
    expect(shown(run(['ready', 'recordingStarted'].map((type) => ({ type }) as VoiceEvent)))).toBe('listening/recording');
  });

  it('walks a turn: recording, transcribing while thinking, playing while speaking, then listening again', () => {
    let state = run([{ type: 'recordingStarted' }, { type: 'turnStarted' }]);
    expect(shown(state)).toBe('thinking/transcribing');
    expect(turnOnItsWay(state)).toBe(true);
    expect(shouldRecordHandsFree(state)).toBe(false);
    state = run(
      [{ type: 'heard', transcript: 'How did I sleep?' }, { type: 'speaking' }, { type: 'replyShown', paragraphs: ['Well.'] }],
      state,
    );
    expect(shown(state)).toBe('speaking/playing');
    expect(state.transcript).toBe('How did I sleep?');
    expect(state.paragraphs).toEqual(['Well.']);
    state = voiceReducer(state, { type: 'turnFinished', paragraphs: ['Well.', 'Eight hours.'] });
    expect(shown(state)).toBe('listening/idle');
    expect(state.paragraphs).toEqual(['Well.', 'Eight hours.']);
    expect(shouldRecordHandsFree(state)).toBe(true);
  });

  it('a new turn clears the last transcript, reply and hint', () => {
    const state = run([
      { type: 'heard', transcript: 'Before' },
      { type: 'turnFinished', paragraphs: ['Old reply.'] },
      { type: 'hint', hint: 'Keep recording for 1 more second...' },
      { type: 'turnStarted' },
    ]);
    expect(state).toMatchObject({ transcript: null, paragraphs: [], hint: null });
  });

  it('muting shows Muted and stops hands-free recording; during a turn it waits for the turn to end', () => {
    const muted = run([{ type: 'recordingStarted' }, { type: 'muteToggled' }]);
    expect(shown(muted)).toBe('muted/idle');
    expect(shouldRecordHandsFree(muted)).toBe(false);
    expect(shown(voiceReducer(muted, { type: 'muteToggled' }))).toBe('listening/idle');

    const speaking = run([{ type: 'turnStarted' }, { type: 'speaking' }, { type: 'muteToggled' }]);
    expect(shown(speaking)).toBe('speaking/playing');
    expect(shown(voiceReducer(speaking, { type: 'turnFinished', paragraphs: [] }))).toBe('muted/idle');
  });

  it('barge-in listens at once; a tap also unmutes, hearing speech does not', () => {
    const speakingMuted = run([{ type: 'muteToggled' }, { type: 'turnStarted' }, { type: 'speaking' }]);
    expect(shown(voiceReducer(speakingMuted, { type: 'bargedIn', unmute: true }))).toBe('listening/idle');
    expect(shown(voiceReducer(speakingMuted, { type: 'bargedIn', unmute: false }))).toBe('muted/idle');
  });

  it('push-to-talk unmutes and clears the hint; browser recognition listens', () => {
    const talking = run([{ type: 'muteToggled' }, { type: 'hint', hint: 'Recording stopped - too long' }, { type: 'talk' }]);
    expect(talking).toMatchObject({ mode: 'listening', recording: 'recording', muted: false, hint: null });
    expect(shown(run([{ type: 'recognitionStarted' }], initialVoiceState(false)))).toBe('listening/recording');
  });

  it('hands-free off drops the recording; on listens; during a turn only the setting changes', () => {
    const off = run([{ type: 'recordingStarted' }, { type: 'handsFreeChanged', on: false }]);
    expect(off).toMatchObject({ handsFree: false, recording: 'idle' });
    expect(shouldRecordHandsFree(off)).toBe(false);
    expect(shouldRecordHandsFree(voiceReducer(off, { type: 'handsFreeChanged', on: true }))).toBe(true);
    const thinking = run([{ type: 'turnStarted' }, { type: 'handsFreeChanged', on: false }]);
    expect(thinking).toMatchObject({ handsFree: false, mode: 'thinking', recording: 'transcribing' });
  });

  it('keeps a microphone problem and the level; an unchanged level is the same state', () => {
    const problem = new MicrophoneError(
      'Microphone access required for voice mode',
      'Please allow microphone access to use voice features',
    );
    const state = run([
      { type: 'micProblem', problem },
      { type: 'level', level: 0.1 },
    ]);
    expect(state.micProblem).toBe(problem);
    expect(state.level).toBe(0.1);
    expect(voiceReducer(state, { type: 'level', level: 0.1 })).toBe(state);
  });
});

describe('hands-free turn end', () => {
  it('by loudness: speech for 150 ms, then 0.8 s of quiet ends the turn, not before 1.5 s of recording', () => {
    const turnEnd = new TurnEnd();
    expect(turnEnd.speakingByLoudness(1000, 0.1)).toBe(false);
    expect(turnEnd.speakingByLoudness(1150, 0.1)).toBe(true);
    expect(turnEnd.endedByLoudness(1150, 0.1, true, 150)).toBe(false);
    expect(turnEnd.endedByLoudness(1200, 0, false, 200)).toBe(false);
    expect(turnEnd.endedByLoudness(2000, 0, false, 1000)).toBe(false);
    expect(turnEnd.endedByLoudness(2500, 0, false, 1500)).toBe(true);
    // Quiet alone never ends a turn.
    expect(turnEnd.endedByLoudness(4000, 0, false, 3000)).toBe(false);
  });

  it('by voice activity: an end heard early waits for 1.5 s of recording; speaking again cancels it', () => {
    const turnEnd = new TurnEnd();
    expect(turnEnd.endedByActivity(true, false, true, 1000)).toBe(false);
    expect(turnEnd.endedByActivity(true, false, false, 1500)).toBe(true);
    expect(turnEnd.endedByActivity(true, false, true, 1000)).toBe(false);
    expect(turnEnd.endedByActivity(true, true, false, 1200)).toBe(false);
    expect(turnEnd.endedByActivity(true, false, false, 1600)).toBe(false);
  });
});

describe('paragraph reveal', () => {
  it('shows the paragraphs begun by the sentence now sounding', () => {
    const reply = 'First paragraph.\n\nSecond one starts. And goes on.';
    expect(paragraphReveal(reply, 0, 'First paragraph.', 1000)).toEqual({
      paragraphs: ['First paragraph.', 'Second one starts. And goes on.'],
      now: 1,
      laterMs: [],
    });
    expect(paragraphReveal(reply, reply.indexOf('And'), 'And goes on.', 1000).now).toBe(2);
  });

  it('paces pieces that begin inside one long sentence to its audio', () => {
    const sentence = `${Array.from({ length: 140 }, (_, i) => `word${i}`).join(' ')}.`;
    const reveal = paragraphReveal(sentence, 0, sentence, 20_000);
    expect(reveal.paragraphs.length).toBeGreaterThan(1);
    expect(reveal.now).toBe(1);
    expect(reveal.laterMs).toHaveLength(reveal.paragraphs.length - 1);
    expect(reveal.laterMs.every((delay) => delay >= 500)).toBe(true);
  });
});
