import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Lock, MessageSquare, Mic, MicOff, Square } from 'lucide-react';
import { Orb } from '@/components/orb';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useSettings } from '@/lib/settings';
import { cn } from '@/lib/utils';
import { ASSISTANT_NAME } from '../../../../shared/brand.js';
import { useUsage } from '@/lib/usage';
import { useVoices } from '@/lib/speech/get-voices';
import { voiceUsedUp, type QuotaInfo } from '../quota';
import { browserRecognitionAvailable, giveRecognitionConsent, hasRecognitionConsent, recognitionVendor } from './browser-recognition';
import { useVoiceConversation, type Listener } from './use-voice-conversation';
import type { RecordingState, VoiceMode as Mode } from './voice-machine';

export interface VoiceModeProps {
  conversationFor: () => Promise<string>;
  onTurn: (conversationId: string) => void;
  onQuota: (quota: QuotaInfo) => void;
  /** Back to the typed chat. */
  onClose: () => void;
  /** The cards of the latest reply, if it proposed entries (tap Save, or say 'save it'). */
  proposals?: ReactNode;
}

const MODE_TEXT: Record<Mode, string> = {
  listening: 'Listening...',
  muted: 'Muted',
  thinking: 'Thinking...',
  speaking: 'Speaking...',
};

const RECORDING_TEXT: Record<RecordingState, string | null> = {
  idle: null,
  recording: 'Recording',
  transcribing: 'Transcribing...',
  playing: 'Playing reply',
};

/** Said when neither this server nor the browser can listen (what the operator can do is in the server log and README). */
export const VOICE_UNAVAILABLE = 'Voice isn’t available in this browser';

/**
 * Voice mode over the chat (lazily loaded when it opens). Decides who listens: the server's
 * speech service; else, after a one-time notice naming whose servers hear the audio, the
 * browser's recognition; else it says that voice needs a speech service. A plan without voice
 * minutes sees 'Voice Features Locked'.
 */
export default function VoiceMode(props: VoiceModeProps) {
  const voices = useVoices();
  const usage = useUsage();
  const settings = useSettings(true);
  const [consented, setConsented] = useState(hasRecognitionConsent);
  useWakeLock();

  const frame = (body: React.ReactNode) => <VoiceFrame onClose={props.onClose}>{body}</VoiceFrame>;
  if (usage.data?.limits.voiceMinutesPerMonth === 0) return <VoiceLocked onClose={props.onClose} />;
  if (!voices.data || !settings.data || (!usage.data && !usage.isError)) {
    return frame(
      <p className="text-muted-foreground">
        {voices.isError ? 'Voice is not available right now. Please try again.' : 'Getting voice ready...'}
      </p>,
    );
  }
  // Said before anyone talks, and before a conversation is made for the turn.
  const usedUp = usage.data ? voiceUsedUp(usage.data) : null;
  if (usedUp) {
    return frame(
      <div role="alert" className="max-w-sm space-y-4 text-center">
        <p className="text-lg font-semibold">
          {usedUp.per === 'month' ? 'You’ve used this month’s voice minutes' : 'You’ve used today’s voice minutes'}
        </p>
        <p className="text-sm text-muted-foreground">
          {usedUp.currentUsage} of {usedUp.maxLimit} minutes used. They come back {usedUp.per === 'month' ? 'on the 1st' : 'tomorrow'};
          until then you can keep typing to {ASSISTANT_NAME}.
        </p>
        <div className="flex justify-center gap-2">
          <Button variant="outline" onClick={props.onClose}>
            Type instead
          </Button>
          <Button onClick={() => props.onQuota(usedUp)}>See plans</Button>
        </div>
      </div>,
    );
  }
  let listener: Listener;
  if (voices.data.speechToText) listener = 'server';
  else if (!browserRecognitionAvailable()) {
    return frame(
      <div className="max-w-sm space-y-3 text-center">
        <p className="text-lg font-semibold">{VOICE_UNAVAILABLE}</p>
        <p className="text-sm text-muted-foreground">
          This browser can’t turn speech into text by itself, and voice isn’t set up for this {ASSISTANT_NAME} yet. You can type to{' '}
          {ASSISTANT_NAME} instead, or try voice in Chrome, Edge or Safari.
        </p>
      </div>,
    );
  } else if (!consented) {
    return frame(
      <div className="w-full max-w-sm space-y-4 text-center">
        <p className="text-lg font-semibold">Before you talk</p>
        <p className="text-sm text-muted-foreground">
          Your browser will turn your voice into text, and sends the audio to {recognitionVendor()} servers to do that. {ASSISTANT_NAME}’s
          replies are spoken by this device.
        </p>
        <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
          <Button variant="outline" onClick={props.onClose}>
            Type instead
          </Button>
          <Button
            onClick={() => {
              giveRecognitionConsent();
              setConsented(true);
            }}
          >
            Use my browser’s recognition
          </Button>
        </div>
      </div>,
    );
  } else listener = 'browser';

  return (
    <VoiceSession
      {...props}
      listener={listener}
      serverVoice={!!voices.data.textToSpeech && settings.data.voiceProvider !== 'local'}
      voice={settings.data.ttsVoice}
      speed={settings.data.voiceSpeed}
    />
  );
}

function VoiceSession(
  props: VoiceModeProps & {
    listener: Listener;
    serverVoice: boolean;
    voice: 'default' | 'female-1' | 'female-2' | 'male-1' | 'male-2';
    speed: number;
  },
) {
  const voice = useVoiceConversation(props);
  if (voice.micProblem) {
    return (
      <VoiceFrame onClose={props.onClose}>
        <div role="alert" className="max-w-sm space-y-2 text-center">
          <p className="text-lg font-semibold">{voice.micProblem.title}</p>
          <p className="text-sm text-muted-foreground">{voice.micProblem.message}</p>
        </div>
      </VoiceFrame>
    );
  }
  const recordingNow = voice.recording === 'recording';
  const scale = 1 + Math.min(0.25, voice.level * 4);
  return (
    <VoiceFrame onClose={props.onClose}>
      <button
        type="button"
        onClick={voice.toggleRecording}
        aria-label={voice.mode === 'speaking' ? `Interrupt ${ASSISTANT_NAME} and speak` : recordingNow ? 'Finish speaking' : 'Talk'}
        className="rounded-full transition-transform focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
        style={{ transform: `scale(${recordingNow ? scale : 1})` }}
      >
        <Orb size={180} className={cn(voice.mode === 'thinking' && 'animate-pulse', voice.mode === 'muted' && 'opacity-50')} />
      </button>
      <div className="min-h-16 text-center" aria-live="polite">
        <p className="text-xl font-semibold" data-testid="voice-state" data-mode={voice.mode} data-recording={voice.recording}>
          {MODE_TEXT[voice.mode]}
        </p>
        {RECORDING_TEXT[voice.recording] && <p className="text-sm text-muted-foreground">{RECORDING_TEXT[voice.recording]}</p>}
        {voice.mode === 'listening' && voice.recording === 'idle' && !voice.handsFree && (
          <p className="text-sm text-muted-foreground">Tap the microphone to talk</p>
        )}
        {voice.hint && <p className="text-sm font-medium text-primary">{voice.hint}</p>}
      </div>
      <div className="w-full max-w-xl flex-1 space-y-3 overflow-y-auto px-2 text-left" aria-live="polite">
        {voice.transcript && (
          <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2 text-primary-foreground">
            <span className="sr-only">You said: </span>
            {voice.transcript}
          </p>
        )}
        {voice.paragraphs.map((paragraph, index) => (
          <p key={index} className="max-w-[90%] rounded-2xl rounded-bl-md bg-card px-4 py-2 shadow-sm" data-testid="voice-reply">
            {paragraph}
          </p>
        ))}
        {props.proposals && <div className="[&>ul]:ml-0">{props.proposals}</div>}
      </div>
      <div className="flex flex-col items-center gap-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-4">
          <Button
            variant="outline"
            size="icon"
            className="h-12! w-12! rounded-full"
            onClick={voice.toggleMute}
            aria-label={voice.mode === 'muted' ? 'Unmute microphone' : 'Mute microphone'}
            aria-pressed={voice.mode === 'muted'}
          >
            {voice.mode === 'muted' ? <MicOff className="h-5 w-5" /> : <Mic className="h-5 w-5" />}
          </Button>
          <Button
            variant={recordingNow ? 'destructive' : 'default'}
            size="icon"
            className="h-16! w-16! rounded-full"
            onClick={voice.toggleRecording}
            aria-label={recordingNow ? 'Stop recording' : 'Record'}
            disabled={voice.mode === 'thinking'}
          >
            {recordingNow ? <Square className="h-6 w-6" /> : <Mic className="h-7 w-7" />}
          </Button>
          <Button variant="outline" size="icon" className="h-12! w-12! rounded-full" onClick={props.onClose} aria-label="Switch to typing">
            <MessageSquare className="h-5 w-5" />
          </Button>
        </div>
        {props.listener === 'server' && (
          <label className="flex items-center gap-2 text-sm text-muted-foreground">
            <Switch checked={voice.handsFree} onCheckedChange={voice.setHandsFree} aria-label="Hands-free" />
            Hands-free: I stop when you pause
          </label>
        )}
      </div>
    </VoiceFrame>
  );
}

function VoiceFrame({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  return (
    <section aria-label="Voice conversation" className="fixed inset-0 z-30 flex flex-col items-center gap-6 bg-background px-4">
      <header className="flex w-full max-w-3xl items-center justify-between pt-[max(0.5rem,env(safe-area-inset-top))]">
        <Link href="/" aria-label="Back to home" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <p className="font-bold">Talk with {ASSISTANT_NAME}</p>
        <Button variant="ghost" onClick={onClose}>
          Back to chat
        </Button>
      </header>
      <div className="flex w-full flex-1 flex-col items-center justify-center gap-6 overflow-hidden pt-10">{children}</div>
    </section>
  );
}

/** Plans whose voice limit is 0 (app-spec section 2). */
function VoiceLocked({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Voice Features Locked">
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
          <Lock className="h-6 w-6" />
        </span>
        <p className="text-sm text-muted-foreground">
          Voice conversations need Pro or Ultra. Upgrade to talk with {ASSISTANT_NAME} out loud.
        </p>
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Back to chat
        </Button>
        <Link href="/pricing" className={buttonVariants()}>
          Upgrade
        </Link>
      </DialogActions>
    </Dialog>
  );
}

/** Keeps the screen on while voice mode is open (taken again when the page comes back into view). */
function useWakeLock() {
  useEffect(() => {
    let lock: { release: () => Promise<void> } | null = null;
    let active = true;
    const request = () => {
      const wakeLock = (navigator as unknown as { wakeLock?: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> } })
        .wakeLock;
      if (!wakeLock || document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (taken) => (active ? (lock = taken) : void taken.release()),
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
