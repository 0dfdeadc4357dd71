import type { Assistant, AssistantPiece, AssistantRequest } from '../providers/assistant/assistant.js';

/** A short conversation: a system prompt, an earlier exchange, the user's new message. */
export function chatRequest(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
  return {
    system: 'I am Willow. Not medical advice.',
    turns: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How are you feeling?' },
      { role: 'user', content: 'How has my energy been this week?' },
    ],
    signal: new AbortController().signal,
    ...overrides,
  };
}

export interface Reply {
  pieces: AssistantPiece[];
  /** What the stream threw, if it failed. */
  error: unknown;
}

/** Reads a whole reply; `onPiece` sees each piece as it arrives (to abort midway, say). */
export async function readReply(
  assistant: Assistant,
  request: AssistantRequest,
  onPiece?: (piece: AssistantPiece) => void,
): Promise<Reply> {
  const pieces: AssistantPiece[] = [];
  try {
    for await (const piece of assistant.stream(request)) {
      pieces.push(piece);
      onPiece?.(piece);
    }
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error };
  }
}

/** A reply's text: its pieces joined, each of which must be text (a tool call among them fails the test). */
export function textOf(reply: Reply): string {
  return reply.pieces
    .map((piece) => {
      if (typeof piece !== 'string') throw new Error(`Expected only text, but the reply called ${piece.name}`);
      return piece;
    })
    .join('');
}
