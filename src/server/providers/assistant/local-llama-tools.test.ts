import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeTinyGguf } from '../../../../scripts/make-tiny-gguf.js';
import { chatRequest, readReply } from '../../testing/assistant-reply.js';
import type { AssistantTool, ToolCall } from './assistant.js';
import { LocalLlamaAssistant } from './local-llama.js';

// Function calling through node-llama-cpp with the project's tiny random-weights model: it never
// chooses to call a tool by itself, so the call is required, and the grammar made from the tool's
// JSON schema is what keeps even random weights to well-formed arguments. (Offered without
// 'required', the tools' documentation alone outgrows this model's 1024-token context, one
// character a token.)
let dir: string;
let assistant: LocalLlamaAssistant;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'willow-gguf-tools-'));
  assistant = new LocalLlamaAssistant({ modelPath: writeTinyGguf(path.join(dir, 'tiny.gguf')), timeoutMs: 20_000, threads: 1 });
});
afterAll(async () => {
  await assistant.close();
  rmSync(dir, { recursive: true, force: true });
});

const symptomArgs = z.strictObject({
  entries: z
    .array(z.strictObject({ kind: z.literal('symptom'), name: z.string().min(1).max(12), intensity: z.number().int().min(1).max(5) }))
    .min(1)
    .max(2),
});
const logSymptoms: AssistantTool = {
  name: 'log_symptoms',
  description: 'Propose symptoms the person described, with their intensity from 1 to 5.',
  parameters: z.toJSONSchema(symptomArgs),
};
const logMood: AssistantTool = {
  name: 'log_mood',
  description: 'Propose a mood score from 1 to 5.',
  parameters: z.toJSONSchema(z.strictObject({ score: z.number().int().min(1).max(5) })),
};

describe('local GGUF model calling tools through node-llama-cpp', () => {
  it("makes a real call whose arguments parse and match the tool's schema", async () => {
    const reply = await readReply(assistant, chatRequest({ tools: [logSymptoms], toolChoice: 'required', maxTokens: 400 }));
    expect(reply.error).toBeUndefined();
    expect(reply.pieces).toHaveLength(1);
    const call = reply.pieces[0] as ToolCall;
    expect(call).toMatchObject({ type: 'toolCall', name: 'log_symptoms' });
    expect(symptomArgs.safeParse(call.arguments).error).toBeUndefined();
  });

  it('with several tools, the call names one of them and its arguments parse', async () => {
    const reply = await readReply(assistant, chatRequest({ tools: [logSymptoms, logMood], toolChoice: 'required', maxTokens: 400 }));
    expect(reply.error).toBeUndefined();
    const call = reply.pieces[0] as ToolCall;
    const schema = call.name === 'log_mood' ? z.strictObject({ score: z.number().int().min(1).max(5) }) : symptomArgs;
    expect(['log_symptoms', 'log_mood']).toContain(call.name);
    expect(schema.safeParse(call.arguments).error).toBeUndefined();
  });

  it('goes on after a call, with its result in the history, as the chat does after a read tool', async () => {
    const request = chatRequest();
    const turns = [
      ...request.turns,
      {
        role: 'assistant' as const,
        content: 'Let me look.',
        toolCalls: [
          { call: { type: 'toolCall' as const, id: 'call_0', name: 'log_mood', arguments: { score: 2 } }, result: '{"noted":"shown"}' },
        ],
      },
    ];
    const reply = await readReply(assistant, { ...request, turns, tools: [logMood], toolChoice: 'required', maxTokens: 60 });
    expect(reply.error).toBeUndefined();
    expect(reply.pieces.at(-1)).toMatchObject({ type: 'toolCall', name: 'log_mood' });
  });
});
