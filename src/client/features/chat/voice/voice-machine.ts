import type { MicrophoneError } from './microphone';

/** The spec's voice mode substates. */
export type VoiceMode = 'listening' | 'muted' | 'thinking' | 'speaking';
/** The spec's voice recording states ('playing' is the reply playing). */
export type RecordingState = 'idle' | 'recording' | 'transcribing' | 'playing';

export interface VoiceState {
  mode: VoiceMode;
  recording: RecordingState;
  /** The person turned the microphone off; shown as the mode once no turn is on its way. */
  muted: boolean;
  /** A turn ends on its own after a pause (else the record button ends it). */
  handsFree: boolean;
  hint: string | null;
  transcript: string | null;
  /** The reply's paragraphs shown so far. */
  paragraphs: string[];
  micProblem: MicrophoneError | null;
  /** The microphone's loudness (RMS, 0 to 1). */
  level: number;
}

export type VoiceEvent =
  /** Nothing is on its way: wait for the person (the microphone opened, a check failed, nothing was heard). */
  | { type: 'ready' }
  /** The microphone began recording (hands-free, or after a barge-in by tap). */
  | { type: 'recordingStarted' }
  /** Push-to-talk: the record button starts a recording, unmuting. */
  | { type: 'talk' }
  /** The browser's recognition listens for one utterance. */
  | { type: 'recognitionStarted' }
  | { type: 'turnStarted' }
  | { type: 'heard'; transcript: string }
  /** A sentence of the reply begins to sound. */
  | { type: 'speaking' }
  | { type: 'replyShown'; paragraphs: string[] }
  /** The reply was said to its end. */
  | { type: 'turnFinished'; paragraphs: string[] }
  /** The person interrupted the reply; a tap also unmutes. */
  | { type: 'bargedIn'; unmute: boolean }
  | { type: 'hint'; hint: string }
  | { type: 'muteToggled' }
  | { type: 'handsFreeChanged'; on: boolean }
  | { type: 'micProblem'; problem: MicrophoneError }
  | { type: 'level'; level: number };

export const initialVoiceState = (handsFree: boolean): VoiceState => ({
  mode: 'listening',
  recording: 'idle',
  muted: false,
  handsFree,
  hint: null,
  transcript: null,
  paragraphs: [],
  micProblem: null,
  level: 0,
});

/** A turn is on its way: the next one waits for it (or for a barge-in). */
export const turnOnItsWay = (state: VoiceState) => state.mode === 'thinking' || state.mode === 'speaking';

/** Hands-free, waiting for the person with the microphone on: the microphone should be recording. */
export const shouldRecordHandsFree = (state: VoiceState) =>
  state.handsFree && !state.muted && !turnOnItsWay(state) && state.recording === 'idle';

const waiting = (state: VoiceState): VoiceState => ({ ...state, mode: state.muted ? 'muted' : 'listening', recording: 'idle' });

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'ready':
      return waiting(state);
    case 'recordingStarted':
      return { ...state, recording: 'recording' };
    case 'talk':
      return { ...state, muted: false, mode: 'listening', hint: null, recording: 'recording' };
    case 'recognitionStarted':
      return { ...state, mode: 'listening', recording: 'recording' };
    case 'turnStarted':
      return { ...state, mode: 'thinking', recording: 'transcribing', transcript: null, paragraphs: [], hint: null };
    case 'heard':
      return { ...state, transcript: event.transcript };
    case 'speaking':
      return { ...state, mode: 'speaking', recording: 'playing' };
    case 'replyShown':
      return { ...state, paragraphs: event.paragraphs };
    case 'turnFinished':
      return waiting({ ...state, paragraphs: event.paragraphs });
    case 'bargedIn':
      return waiting({ ...state, muted: event.unmute ? false : state.muted });
    case 'hint':
      return { ...state, hint: event.hint };
    case 'muteToggled': {
      const toggled = { ...state, muted: !state.muted };
      return turnOnItsWay(state) ? toggled : waiting(toggled);
    }
    case 'handsFreeChanged': {
      const changed = { ...state, handsFree: event.on };
      if (turnOnItsWay(state)) return changed;
      return event.on ? waiting(changed) : { ...changed, recording: 'idle' };
    }
    case 'micProblem':
      return { ...state, micProblem: event.problem };
    case 'level':
      return event.level === state.level ? state : { ...state, level: event.level };
  }
}
