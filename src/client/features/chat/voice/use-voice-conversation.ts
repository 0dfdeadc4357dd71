import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ChatEvent } from '../../../../shared/chat.js';
import { VOICE_LIMITS, type VoiceEvent } from '../../../../shared/voice.js';
import { sendAudio } from '../api/send-audio';
import { sendMessage } from '../api/send-message';
import { isLimitError, quotaInfoOf, type QuotaInfo } from '../quota';
import { listenOnce } from './browser-recognition';
import { Microphone, MicrophoneError } from './microphone';
import { unlockAudio, type TtsVoice } from '@/lib/speech/speaker';
import { useMachine } from '@/lib/use-machine';
import { audioSizeProblem, keepRecordingText, VOICE_ERROR_TITLE, VOICE_MESSAGES, voiceErrorText, withRetries } from './voice-errors';
import { initialVoiceState, shouldRecordHandsFree, turnOnItsWay, voiceReducer, type VoiceEvent as MachineEvent } from './voice-machine';
import { SpokenReply } from './spoken-reply';
import { SILENCE_ENDS_TURN_MS, TurnEnd } from './turn-end';
import { toUploadWav } from './wav';

/** Who listens: the server's speech service, or the browser's own recognition. */
export type Listener = 'server' | 'browser';

const LEVEL_POLL_MS = 50;

export interface VoiceConversationOptions {
  listener: Listener;
  /** The reply is spoken by the server's voice (else the device's own). */
  serverVoice: boolean;
  voice: TtsVoice;
  speed: number;
  /** The open conversation's id, creating one if none is open yet. */
  conversationFor: () => Promise<string>;
  /** A turn went through: the chat's cached messages and usage are read again. */
  onTurn: (conversationId: string) => void;
  onQuota: (quota: QuotaInfo) => void;
}

const voiceError = (description: string) => toast({ title: VOICE_ERROR_TITLE, description, variant: 'destructive' });

/**
 * One voice session over the chat: the microphone, the turns and the spoken replies, over the
 * voice state machine (`voice-machine.ts`). One turn at a time; the upload is retried twice on
 * network trouble. Hands-free, a turn ends after 0.8 s of silence; the record button works as
 * push-to-talk either way. Tapping while Willow speaks, or speaking up hands-free, stops the reply
 * and listens (barge-in).
 */
export function useVoiceConversation(options: VoiceConversationOptions) {
  const [state, dispatch, current] = useMachine(voiceReducer, () => initialVoiceState(options.listener === 'server'));

  const opts = useRef(options);
  const microphone = useRef<Microphone | null>(null);
  const spokenReply = useRef<SpokenReply | null>(null);
  const turn = useRef<AbortController | null>(null);
  useEffect(() => {
    opts.current = options;
  });

  /** The machine moves on; hands-free, waiting for the person, the microphone records. */
  const send = useCallback(
    (event: MachineEvent) => {
      dispatch(event);
      const mic = microphone.current;
      if (mic && !mic.recording && shouldRecordHandsFree(current())) {
        mic.start();
        dispatch({ type: 'recordingStarted' });
      }
    },
    [dispatch, current],
  );

  /** A turn's events: the transcript, then the reply, spoken as it streams. */
  const runTurn = useCallback(
    async (open: (signal: AbortSignal) => Promise<AsyncIterable<VoiceEvent | ChatEvent>>) => {
      const controller = new AbortController();
      turn.current = controller;
      send({ type: 'turnStarted' });
      const reply = new SpokenReply({
        serverVoice: opts.current.serverVoice,
        voice: opts.current.voice,
        speed: opts.current.speed,
        onSpeaking: () => send({ type: 'speaking' }),
        onShow: (paragraphs) => send({ type: 'replyShown', paragraphs }),
        onDone: (paragraphs) => {
          if (spokenReply.current === reply) spokenReply.current = null;
          if (turn.current === controller) turn.current = null;
          send({ type: 'turnFinished', paragraphs });
        },
        onProblem: voiceError,
      });
      spokenReply.current = reply;
      let conversationId: string | null = null;
      try {
        const events = await withRetries(() => open(controller.signal), { signal: controller.signal });
        for await (const event of events) {
          if (controller.signal.aborted) break;
          if (event.type === 'transcript') send({ type: 'heard', transcript: event.transcript });
          else if (event.type === 'userMessage') {
            send({ type: 'heard', transcript: event.message.content });
            conversationId = event.message.conversationId;
          } else if (event.type === 'delta') reply.add(event.content);
          else if (event.type === 'complete') reply.complete();
          else if (event.type === 'error') {
            reply.failed(event.message);
            voiceError(event.message);
          }
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          if (isLimitError(error)) opts.current.onQuota(quotaInfoOf(error));
          else voiceError(voiceErrorText(error));
        }
      } finally {
        if (conversationId) opts.current.onTurn(conversationId);
        if (controller.signal.aborted) reply.stop();
        else reply.finish();
      }
    },
    [send],
  );

  /** Willow stops talking (and the turn's stream stops) so the person can speak. */
  const bargeIn = useCallback(
    (unmute: boolean) => {
      const interrupted = turn.current;
      turn.current = null;
      interrupted?.abort();
      spokenReply.current?.stop();
      spokenReply.current = null;
      send({ type: 'bargedIn', unmute });
    },
    [send],
  );

  /** The recording ends: checked, turned into WAV, uploaded, answered. */
  const finishRecording = useCallback(async () => {
    const mic = microphone.current;
    if (!mic?.recording || turnOnItsWay(current())) return;
    const { blob, durationMs } = await mic.stop();
    if (durationMs < VOICE_LIMITS.minDurationMs) {
      send({ type: 'hint', hint: VOICE_MESSAGES.recordingTooShort });
      toast({ title: VOICE_MESSAGES.recordingTooShortTitle, description: VOICE_MESSAGES.recordingTooShort, variant: 'destructive' });
      send({ type: 'ready' });
      return;
    }
    const problem = audioSizeProblem(blob.size);
    if (problem) {
      voiceError(problem);
      send({ type: 'ready' });
      return;
    }
    const audio = await toUploadWav(blob);
    await runTurn(async (signal) =>
      sendAudio({ audio, conversationId: await opts.current.conversationFor(), actualDurationMs: durationMs }, signal),
    );
  }, [current, send, runTurn]);

  /** The browser's recognition hears one utterance, which is sent as a spoken text message. */
  const recognise = useCallback(async () => {
    if (turnOnItsWay(current())) return;
    send({ type: 'recognitionStarted' });
    const controller = new AbortController();
    turn.current = controller;
    const heard = await listenOnce(controller.signal);
    if (controller.signal.aborted) return;
    if (!heard.text) {
      voiceError(VOICE_MESSAGES.notUnderstood);
      send({ type: 'ready' });
      return;
    }
    const spokenMs = Math.min(VOICE_LIMITS.maxDurationMs, Math.max(1, Math.round(heard.durationMs)));
    await runTurn(async (signal) =>
      sendMessage({ conversationId: await opts.current.conversationFor(), message: heard.text, spokenMs }, signal),
    );
  }, [current, send, runTurn]);

  // Open the microphone once (the listener is fixed for a voice session); close everything when voice mode closes.
  useEffect(() => {
    let cancelled = false;
    if (opts.current.listener === 'server') {
      Microphone.open().then(
        (mic) => {
          if (cancelled) return mic.close();
          microphone.current = mic;
          mic.detectSpeech(SILENCE_ENDS_TURN_MS);
          send({ type: 'ready' });
        },
        (error: unknown) => {
          if (cancelled) return;
          const problem =
            error instanceof MicrophoneError
              ? error
              : new MicrophoneError(VOICE_MESSAGES.microphoneRequired, VOICE_MESSAGES.allowMicrophone);
          send({ type: 'micProblem', problem });
        },
      );
    }
    return () => {
      cancelled = true;
      turn.current?.abort();
      spokenReply.current?.stop();
      microphone.current?.close();
      microphone.current = null;
    };
  }, [send]);

  // Hands-free: speech begins (barge-in while Willow speaks), then a pause ends the turn;
  // a recording reaching 120 s stops on its own.
  useEffect(() => {
    const turnEnd = new TurnEnd();
    const timer = setInterval(() => {
      const mic = microphone.current;
      if (!mic) return;
      const now = performance.now();
      const level = mic.level();
      send({ type: 'level', level });
      if (mic.recording && mic.elapsedMs >= VOICE_LIMITS.maxDurationMs) {
        send({ type: 'hint', hint: VOICE_MESSAGES.recordingTooLong });
        void finishRecording();
        return;
      }
      const { handsFree, muted } = current();
      if (!handsFree || muted) return;
      const activity = mic.voiceActivity;
      if (activity) {
        if (activity.speaking && spokenReply.current) bargeIn(false);
        if (turnEnd.endedByActivity(mic.recording, activity.speaking, activity.takeTurnEnd(), mic.elapsedMs)) void finishRecording();
        return;
      }
      const speaking = turnEnd.speakingByLoudness(now, level);
      if (speaking && spokenReply.current) bargeIn(false);
      if (mic.recording && turnEnd.endedByLoudness(now, level, speaking, mic.elapsedMs)) void finishRecording();
    }, LEVEL_POLL_MS);
    return () => clearInterval(timer);
  }, [current, send, bargeIn, finishRecording]);

  /** The record button and the orb: start, stop (not before 1.5 s), or interrupt Willow. */
  const toggleRecording = useCallback(() => {
    unlockAudio();
    const mic = microphone.current;
    if (spokenReply.current) {
      // Barge-in by tap: silence the reply and listen.
      bargeIn(true);
      if (!current().handsFree && mic && !mic.recording) {
        mic.start();
        send({ type: 'recordingStarted' });
      }
      if (opts.current.listener === 'browser') void recognise();
      return;
    }
    if (turnOnItsWay(current())) return;
    if (opts.current.listener === 'browser') return void recognise();
    if (!mic) return;
    if (!mic.recording) {
      mic.start();
      send({ type: 'talk' });
      return;
    }
    if (mic.elapsedMs < VOICE_LIMITS.minDurationMs) {
      send({ type: 'hint', hint: keepRecordingText(mic.elapsedMs) });
      return;
    }
    void finishRecording();
  }, [current, send, bargeIn, finishRecording, recognise]);

  /** Hands-free on listens at once; off drops the open recording and waits for the record button. */
  const setHandsFree = useCallback(
    (on: boolean) => {
      if (!on && !turnOnItsWay(current())) microphone.current?.discard();
      send({ type: 'handsFreeChanged', on });
    },
    [current, send],
  );

  const toggleMute = useCallback(() => {
    unlockAudio();
    if (!current().muted) microphone.current?.discard();
    send({ type: 'muteToggled' });
  }, [current, send]);

  return { ...state, setHandsFree, toggleRecording, toggleMute };
}
