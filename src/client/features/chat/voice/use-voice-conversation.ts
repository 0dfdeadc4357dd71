import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ChatEvent } from '../../../../shared/chat.js';
import { VOICE_LIMITS, type VoiceEvent } from '../../../../shared/voice.js';
import { sendAudio } from '../api/send-audio';
import { sendMessage } from '../api/send-message';
import { isLimitError, quotaInfoOf, type QuotaInfo } from '../quota';
import { listenOnce } from './browser-recognition';
import { Microphone, MicrophoneError } from './microphone';
import { pauseBeforeMs, readingMs, splitParagraphs, syncedDelaysMs } from '@/lib/speech/pacing';
import { SentenceSplitter } from '@/lib/speech/sentences';
import { Speaker, unlockAudio, type TtsVoice } from '@/lib/speech/speaker';
import { keepRecordingText, VOICE_ERROR_TITLE, VOICE_MESSAGES, voiceErrorText, withRetries } from './voice-errors';
import { toUploadWav } from './wav';

export type VoiceMode = 'listening' | 'muted' | 'thinking' | 'speaking';
export type RecordingState = 'idle' | 'recording' | 'transcribing' | 'playing';
/** Who listens: the server's speech service, or the browser's own recognition. */
export type Listener = 'server' | 'browser';

/** Hands-free turn end: this long without speech after speaking. */
const SILENCE_ENDS_TURN_MS = 800;
/** Without voice activity detection: loudness that counts as speech (RMS), and how long it must last to count. */
const SPEECH_LEVEL = 0.02;
const SPEECH_ONSET_MS = 150;
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
 * One voice session over the chat: the microphone, the turns and the spoken replies. Modes:
 * listening, muted (microphone off), thinking (a turn is on its way), speaking; recording:
 * idle, recording, transcribing, playing reply. One turn at a time; the upload is retried twice
 * on network trouble. Hands-free, a turn ends after 0.8 s of silence; the record button works
 * as push-to-talk either way. Tapping while Willow speaks, or speaking up hands-free, stops the
 * reply and listens (barge-in).
 */
export function useVoiceConversation(options: VoiceConversationOptions) {
  const [mode, setMode] = useState<VoiceMode>('listening');
  const [recording, setRecording] = useState<RecordingState>('idle');
  const [hint, setHint] = useState<string | null>(null);
  const [transcript, setTranscript] = useState<string | null>(null);
  const [paragraphs, setParagraphs] = useState<string[]>([]);
  const [handsFree, setHandsFree] = useState(options.listener === 'server');
  const [micProblem, setMicProblem] = useState<MicrophoneError | null>(null);
  const [level, setLevel] = useState(0);

  const opts = useRef(options);
  const microphone = useRef<Microphone | null>(null);
  const speaker = useRef<Speaker | null>(null);
  const turn = useRef<AbortController | null>(null);
  const busy = useRef(false);
  const muted = useRef(false);
  const handsFreeRef = useRef(handsFree);
  const closed = useRef(false);
  useEffect(() => {
    opts.current = options;
    handsFreeRef.current = handsFree;
  });

  const listen = useCallback(() => {
    if (closed.current) return;
    setMode(muted.current ? 'muted' : 'listening');
    setRecording('idle');
    const mic = microphone.current;
    if (mic && !muted.current && handsFreeRef.current && !mic.recording) {
      mic.start();
      setRecording('recording');
    }
  }, []);

  /** A turn's events: the transcript, then the reply spoken sentence by sentence as it streams. */
  const runTurn = useCallback(
    async (open: (signal: AbortSignal) => Promise<AsyncIterable<VoiceEvent | ChatEvent>>) => {
      busy.current = true;
      const controller = new AbortController();
      turn.current = controller;
      setMode('thinking');
      setRecording('transcribing');
      setTranscript(null);
      setParagraphs([]);
      setHint(null);
      let reply = '';
      let shown = 0;
      const offsets: number[] = [];
      const splitter = new SentenceSplitter();
      const finished = () => {
        if (turn.current === controller) turn.current = null;
        busy.current = false;
        setParagraphs(splitParagraphs(reply));
        listen();
      };
      const voice = new Speaker({
        serverVoice: opts.current.serverVoice,
        voice: opts.current.voice,
        speed: opts.current.speed,
        onSentenceStart: (index, text, durationMs) => {
          setMode('speaking');
          setRecording('playing');
          // The reply appears paragraph by paragraph, each as its first sentence begins to sound; pieces
          // that begin inside one long sentence follow, paced to that sentence's audio.
          const all = splitParagraphs(reply);
          let at = 0;
          const starts = all.map((p) => (at = Math.max(at, reply.indexOf(p.slice(0, 20), at))));
          const start = offsets[index] ?? 0;
          const reveal = (count: number) => {
            if (turn.current !== controller) return;
            shown = Math.max(shown, count);
            setParagraphs(all.slice(0, shown));
          };
          const now = starts.filter((s) => s <= start).length;
          reveal(now);
          const cuts = [start, ...starts.slice(now).filter((s) => s < start + text.length), start + text.length];
          if (cuts.length === 2) return;
          const pieces = cuts.slice(1).map((cut, i) => reply.slice(cuts[i], cut));
          const delays = syncedDelaysMs(pieces, durationMs ?? readingMs(text) / opts.current.speed);
          for (let i = 1; i < delays.length; i++) setTimeout(() => reveal(now + i), delays[i]);
        },
        onDone: () => {
          if (speaker.current === voice) speaker.current = null;
          finished();
        },
        onProblem: (message) => toast({ title: VOICE_ERROR_TITLE, description: message, variant: 'destructive' }),
      });
      speaker.current = voice;
      const speak = (sentences: string[]) => {
        for (const sentence of sentences) {
          const previous = offsets.at(-1);
          const start = Math.max(0, reply.indexOf(sentence, previous ?? 0));
          offsets.push(start);
          voice.enqueue(sentence, pauseBeforeMs(reply, previous, start));
        }
      };
      let conversationId: string | null = null;
      try {
        const events = await withRetries(() => open(controller.signal), { signal: controller.signal });
        for await (const event of events) {
          if (controller.signal.aborted) break;
          if (event.type === 'transcript') setTranscript(event.transcript);
          else if (event.type === 'userMessage') {
            setTranscript(event.message.content);
            conversationId = event.message.conversationId;
          } else if (event.type === 'delta') {
            reply += event.content;
            speak(splitter.push(event.content));
          } else if (event.type === 'complete') {
            speak(splitter.flush());
          } else if (event.type === 'error') {
            reply = reply || event.message;
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
        if (controller.signal.aborted) voice.stop();
        else voice.finish();
      }
    },
    [listen],
  );

  /** Willow stops talking (and the turn's stream stops) so the person can speak. */
  const bargeIn = useCallback(() => {
    const current = turn.current;
    turn.current = null;
    current?.abort();
    speaker.current?.stop();
    speaker.current = null;
    busy.current = false;
    listen();
  }, [listen]);

  /** The recording ends: checked, turned into WAV, uploaded, answered. */
  const finishRecording = useCallback(async () => {
    const mic = microphone.current;
    if (!mic?.recording || busy.current) return;
    const { blob, durationMs } = await mic.stop();
    if (durationMs < VOICE_LIMITS.minDurationMs) {
      setHint(VOICE_MESSAGES.recordingTooShort);
      toast({ title: VOICE_MESSAGES.recordingTooShortTitle, description: VOICE_MESSAGES.recordingTooShort, variant: 'destructive' });
      return listen();
    }
    const problem =
      blob.size === 0
        ? VOICE_MESSAGES.noAudio
        : blob.size < VOICE_LIMITS.minBytes
          ? VOICE_MESSAGES.audioTooShort
          : blob.size > VOICE_LIMITS.maxBytes
            ? VOICE_MESSAGES.fileTooLarge
            : blob.size < VOICE_LIMITS.warnBytes
              ? VOICE_MESSAGES.smallBlob
              : null;
    if (problem) {
      voiceError(problem);
      return listen();
    }
    const audio = await toUploadWav(blob);
    await runTurn(async (signal) =>
      sendAudio({ audio, conversationId: await opts.current.conversationFor(), actualDurationMs: durationMs }, signal),
    );
  }, [listen, runTurn]);

  /** The browser's recognition hears one utterance, which is sent as a spoken text message. */
  const recognise = useCallback(async () => {
    if (busy.current) return;
    setMode('listening');
    setRecording('recording');
    const controller = new AbortController();
    turn.current = controller;
    const heard = await listenOnce(controller.signal);
    if (controller.signal.aborted) return;
    if (!heard.text) {
      voiceError(VOICE_MESSAGES.notUnderstood);
      return listen();
    }
    const spokenMs = Math.min(VOICE_LIMITS.maxDurationMs, Math.max(1, Math.round(heard.durationMs)));
    await runTurn(async (signal) =>
      sendMessage({ conversationId: await opts.current.conversationFor(), message: heard.text, spokenMs }, signal),
    );
  }, [listen, runTurn]);

  // Open the microphone once; close everything when voice mode closes.
  useEffect(() => {
    closed.current = false;
    let cancelled = false;
    if (options.listener === 'server') {
      Microphone.open().then(
        (mic) => {
          if (cancelled) return mic.close();
          microphone.current = mic;
          mic.detectSpeech(SILENCE_ENDS_TURN_MS);
          listen();
        },
        (error: unknown) => {
          if (!cancelled)
            setMicProblem(
              error instanceof MicrophoneError
                ? error
                : new MicrophoneError(VOICE_MESSAGES.microphoneRequired, VOICE_MESSAGES.allowMicrophone),
            );
        },
      );
    }
    return () => {
      cancelled = true;
      closed.current = true;
      turn.current?.abort();
      speaker.current?.stop();
      microphone.current?.close();
      microphone.current = null;
    };
    // The listener is fixed for a voice session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Hands-free: speech begins (barge-in while Willow speaks), then 0.8 s of silence ends the turn;
  // a recording reaching 120 s stops on its own.
  useEffect(() => {
    let loudSince = 0;
    let quietSince = 0;
    let heardSpeech = false;
    let turnEnded = false;
    const timer = setInterval(() => {
      const mic = microphone.current;
      if (!mic) return;
      const now = performance.now();
      const loud = mic.level() > SPEECH_LEVEL;
      setLevel(mic.level());
      if (mic.recording && mic.elapsedMs >= VOICE_LIMITS.maxDurationMs) {
        setHint(VOICE_MESSAGES.recordingTooLong);
        void finishRecording();
        return;
      }
      if (!handsFreeRef.current || muted.current) return;
      const activity = mic.voiceActivity;
      if (activity) {
        if (activity.speaking && speaker.current) bargeIn();
        const ended = activity.takeTurnEnd();
        turnEnded = mic.recording && !activity.speaking && (turnEnded || ended);
        if (turnEnded && mic.elapsedMs >= VOICE_LIMITS.minDurationMs) {
          turnEnded = false;
          void finishRecording();
        }
        return;
      }
      loudSince = loud ? loudSince || now : 0;
      const speaking = loudSince > 0 && now - loudSince >= SPEECH_ONSET_MS;
      // Barge-in: the person speaks over Willow.
      if (speaking && speaker.current) bargeIn();
      if (!mic.recording) return;
      if (speaking) heardSpeech = true;
      quietSince = loud ? 0 : quietSince || now;
      if (heardSpeech && quietSince > 0 && now - quietSince >= SILENCE_ENDS_TURN_MS && mic.elapsedMs >= VOICE_LIMITS.minDurationMs) {
        heardSpeech = false;
        void finishRecording();
      }
    }, LEVEL_POLL_MS);
    return () => clearInterval(timer);
  }, [bargeIn, finishRecording]);

  /** The record button and the orb: start, stop (not before 1.5 s), or interrupt Willow. */
  const toggleRecording = useCallback(() => {
    unlockAudio();
    if (speaker.current) {
      // Barge-in by tap: silence the reply and listen.
      muted.current = false;
      bargeIn();
      if (!handsFreeRef.current && microphone.current && !microphone.current.recording) {
        microphone.current.start();
        setRecording('recording');
      }
      if (opts.current.listener === 'browser') void recognise();
      return;
    }
    if (busy.current) return;
    if (opts.current.listener === 'browser') return void recognise();
    const mic = microphone.current;
    if (!mic) return;
    if (!mic.recording) {
      muted.current = false;
      setMode('listening');
      setHint(null);
      mic.start();
      setRecording('recording');
      return;
    }
    if (mic.elapsedMs < VOICE_LIMITS.minDurationMs) {
      setHint(keepRecordingText(mic.elapsedMs));
      return;
    }
    void finishRecording();
  }, [bargeIn, finishRecording, recognise]);

  /** Hands-free on listens at once; off drops the open recording and waits for the record button. */
  const changeHandsFree = useCallback(
    (on: boolean) => {
      handsFreeRef.current = on;
      setHandsFree(on);
      if (busy.current) return;
      if (!on) {
        microphone.current?.discard();
        setRecording('idle');
      } else listen();
    },
    [listen],
  );

  const toggleMute = useCallback(() => {
    unlockAudio();
    muted.current = !muted.current;
    if (muted.current) microphone.current?.discard();
    if (!busy.current) listen();
  }, [listen]);

  return {
    mode,
    recording,
    hint,
    transcript,
    paragraphs,
    handsFree,
    setHandsFree: changeHandsFree,
    micProblem,
    level,
    toggleRecording,
    toggleMute,
  };
}
