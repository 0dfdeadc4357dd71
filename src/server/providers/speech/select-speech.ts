import type { SpeechConfig } from '../../config.js';
import { OpenAiCompatibleSpeechToText, OpenAiCompatibleTextToSpeech } from './openai-compatible-speech.js';
import type { SpeechToText, TextToSpeech } from './speech.js';
import { WhisperCppSpeechToText } from './whisper-cpp.js';

export interface Speech {
  /** Null: the browser's own recognition listens (after a notice), or voice needs a service. */
  speechToText: SpeechToText | null;
  /** Null: the device's own voices speak. */
  textToSpeech: TextToSpeech | null;
}

/** The speech services the configuration names (whisper.cpp before a server). Nothing is contacted or loaded here. */
export function createSpeech(config: SpeechConfig): Speech {
  const { timeoutMs, whisperModelPath, speechToText, textToSpeech } = config;
  return {
    speechToText: whisperModelPath
      ? new WhisperCppSpeechToText({ modelPath: whisperModelPath, timeoutMs })
      : speechToText
        ? new OpenAiCompatibleSpeechToText({ ...speechToText, timeoutMs })
        : null,
    textToSpeech: textToSpeech
      ? new OpenAiCompatibleTextToSpeech({ ...textToSpeech, timeoutMs }, textToSpeech.voices, textToSpeech.format)
      : null,
  };
}
