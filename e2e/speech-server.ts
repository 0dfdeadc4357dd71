/**
 * The end-to-end run's speech service: the tests' OpenAI-compatible audio server on
 * SPEECH_PORT. It hears the question the fake microphone says and speaks each word in 0.15 s.
 */
import { startSpeechServer } from '../src/server/testing/speech-server.js';

const port = Number(process.env.SPEECH_PORT ?? 3600);
await startSpeechServer({ port, transcript: 'How has my energy been this week?', secondsPerWord: 0.15 });
console.log(`speech test server on http://127.0.0.1:${port}/v1`);
