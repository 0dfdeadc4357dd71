import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { settingsQueryOptions } from '@/lib/settings';
import { voicesQueryOptions } from './get-voices';
import { pauseBeforeMs } from './pacing';
import { SentenceSplitter } from './sentences';
import { Speaker, unlockAudio, type TtsVoice } from './speaker';

let reading: Speaker | null = null;

/**
 * Reads a text aloud with the person's voice settings (the server's voice when it has one and
 * the settings ask for it, else the device's), stopping whatever was being read. Answers a
 * function that stops it; `onDone` follows the last sentence (or the stop).
 */
export async function readAloud(
  queryClient: QueryClient,
  text: string,
  { onDone, voice }: { onDone: () => void; voice?: TtsVoice },
): Promise<() => void> {
  unlockAudio();
  reading?.stop();
  const [voices, settings] = await Promise.all([
    queryClient.fetchQuery(voicesQueryOptions()),
    queryClient.fetchQuery(settingsQueryOptions()),
  ]);
  const speaker = new Speaker({
    serverVoice: !!voices.textToSpeech && settings.voiceProvider !== 'local',
    voice: voice ?? settings.ttsVoice,
    speed: settings.voiceSpeed,
    onSentenceStart: () => {},
    onDone,
    onProblem: (message) => toast({ title: 'Voice Error', description: message, variant: 'destructive' }),
  });
  reading = speaker;
  const splitter = new SentenceSplitter();
  let previous: number | undefined;
  for (const sentence of [...splitter.push(text), ...splitter.flush()]) {
    const start = Math.max(0, text.indexOf(sentence, previous ?? 0));
    speaker.enqueue(sentence, pauseBeforeMs(text, previous, start));
    previous = start;
  }
  speaker.finish();
  return () => {
    speaker.stop();
    onDone();
  };
}
