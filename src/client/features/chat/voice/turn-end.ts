import { VOICE_LIMITS } from '../../../../shared/voice.js';

/** Hands-free turn end: this long without speech after speaking. */
export const SILENCE_ENDS_TURN_MS = 800;
/** Without voice activity detection: loudness that counts as speech (RMS), and how long it must last to count. */
const SPEECH_LEVEL = 0.02;
const SPEECH_ONSET_MS = 150;

/**
 * Hands-free, when the person speaks and when their turn ends, from the microphone's readings: by
 * voice activity detection when it loaded, else by loudness (speech, then 0.8 s of quiet). A turn
 * never ends before the shortest recording.
 */
export class TurnEnd {
  private loudSince = 0;
  private quietSince = 0;
  private heardSpeech = false;
  private activityTurnEnded = false;

  /** By loudness: whether the person is speaking now. */
  speakingByLoudness(now: number, level: number): boolean {
    this.loudSince = level > SPEECH_LEVEL ? this.loudSince || now : 0;
    return this.loudSince > 0 && now - this.loudSince >= SPEECH_ONSET_MS;
  }

  /** By loudness, while recording: whether the turn just ended. */
  endedByLoudness(now: number, level: number, speaking: boolean, elapsedMs: number): boolean {
    if (speaking) this.heardSpeech = true;
    this.quietSince = level > SPEECH_LEVEL ? 0 : this.quietSince || now;
    const ended =
      this.heardSpeech && this.quietSince > 0 && now - this.quietSince >= SILENCE_ENDS_TURN_MS && elapsedMs >= VOICE_LIMITS.minDurationMs;
    if (ended) this.heardSpeech = false;
    return ended;
  }

  /** By voice activity detection: whether the turn just ended (a detected end waits for the shortest recording). */
  endedByActivity(recording: boolean, speaking: boolean, detectedEnd: boolean, elapsedMs: number): boolean {
    this.activityTurnEnded = recording && !speaking && (this.activityTurnEnded || detectedEnd);
    if (!this.activityTurnEnded || elapsedMs < VOICE_LIMITS.minDurationMs) return false;
    this.activityTurnEnded = false;
    return true;
  }
}
