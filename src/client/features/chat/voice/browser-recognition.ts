/** The browser's own speech recognition, for servers with no speech-to-text of their own. */

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

const constructor = (): RecognitionConstructor | undefined =>
  (window as unknown as { SpeechRecognition?: RecognitionConstructor }).SpeechRecognition ??
  (window as unknown as { webkitSpeechRecognition?: RecognitionConstructor }).webkitSpeechRecognition;

export const browserRecognitionAvailable = () => constructor() !== undefined;

/** Whose servers hear what the browser's recognition is given (it runs in the cloud in most browsers). */
export function recognitionVendor(userAgent = navigator.userAgent): string {
  if (/Edg\//.test(userAgent)) return "Microsoft's";
  if (/Chrome\//.test(userAgent)) return "Google's";
  if (/Safari\//.test(userAgent)) return "Apple's";
  return "your browser maker's";
}

const CONSENT_KEY = 'willow.voice.browser-recognition';
export const hasRecognitionConsent = () => localStorage.getItem(CONSENT_KEY) === 'yes';
export const giveRecognitionConsent = () => localStorage.setItem(CONSENT_KEY, 'yes');

/**
 * Listens for one utterance: the words heard and how long the person spoke. Resolves with empty
 * text when nothing was heard; `signal` stops listening.
 */
export function listenOnce(signal: AbortSignal): Promise<{ text: string; durationMs: number }> {
  const Recognition = constructor();
  if (!Recognition) return Promise.resolve({ text: '', durationMs: 0 });
  const recognition = new Recognition();
  recognition.lang = navigator.language;
  recognition.continuous = false;
  recognition.interimResults = false;
  const started = performance.now();
  return new Promise((resolve) => {
    let text = '';
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) text += result[0].transcript;
      }
    };
    recognition.onerror = () => recognition.abort();
    recognition.onend = () => resolve({ text: text.trim(), durationMs: performance.now() - started });
    signal.addEventListener('abort', () => recognition.abort(), { once: true });
    recognition.start();
  });
}
