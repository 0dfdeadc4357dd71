import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerSummaryWrites, errorAnswer, pending, requestsMade, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { CreateSubscriptionBody } from '../../../shared/billing.js';
import {
  AUTO_SEND_DELAY_MS,
  STATUS_TEXT,
  SUGGESTIONS,
  type ChatBody,
  type ChatEvent,
  type CreateConversationBody,
  type Message,
  type ProposalCard,
} from '../../../shared/chat.js';
import { ChatScreen } from '@/app/chat-screen';
import { OFFLINE_LINE } from './chat-page';
import { SEND_TIMEOUT_MS } from './use-chat';
import { MESSAGE_MAX } from '../../../shared/chat.js';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/settings.js';

// Leaving a conversation (the page unmounting after each test) writes its summary.
beforeEach(() => void answerSummaryWrites());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ID = '11111111-1111-4111-8111-111111111111';
const NEW_ID = '22222222-2222-4222-8222-222222222222';
const QUESTION = 'How has my energy been this week?';

const message = (id: string, role: 'user' | 'assistant', content: string, conversationId = ID): Message => ({
  id,
  conversationId,
  role,
  content,
  createdAt: '2025-09-11T10:00:00.000Z',
});
const EARLIER = [message('m1', 'user', 'Hello'), message('m2', 'assistant', 'Hi Maya, how are you feeling today?')];

/** A chat answer whose events the test sends one by one, as the server would stream them. */
function sseReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: ChatEvent) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    /** Raw text, to cut an event anywhere. */
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    done() {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
    /** The connection ends without [DONE]. */
    close: () => controller.close(),
  };
}

interface Api {
  /** This month's voice minutes on the plan (0: voice is locked). */
  voiceMinutes?: number;
  /** Voice minutes used this month. */
  voiceUsed?: number;
  messages?: Message[] | (() => Promise<Response>);
  chat?: () => Response | Promise<Response>;
  create?: () => Response;
  summary?: () => Response;
  /** The language model that answers; null: none, the offline responder answers. */
  assistant?: string | null;
}

/** Answers the page's calls; the answers record what was sent, `made` counts the requests as 'METHOD path'. */
function mockApi(api: Api = {}) {
  const requests = requestsMade();
  answer('get', '/api/conversations', () => HttpResponse.json([{ id: ID, title: 'Energy check', createdAt: '2025-09-11T10:00:00.000Z' }]));
  answer(
    'get',
    '/api/conversations/:id/messages',
    typeof api.messages === 'function' ? api.messages : () => HttpResponse.json(api.messages ?? EARLIER),
  );
  const create = answer<CreateConversationBody>(
    'post',
    '/api/conversations',
    api.create ??
      (() => HttpResponse.json({ id: NEW_ID, title: 'New Conversation', createdAt: '2025-09-11T10:00:00.000Z' }, { status: 201 })),
  );
  const chat = answer<ChatBody>('post', '/api/chat', api.chat ?? serverFailure);
  answer('put', '/api/conversations/:id/summary', api.summary ?? (() => HttpResponse.json({ summary: 'asked things' })));
  const checkout = answer<CreateSubscriptionBody>('post', '/api/subscription/create', () =>
    HttpResponse.json({ checkoutUrl: 'http://localhost:3000/api/billing/test/checkout/test_cs_1', subscription: null }),
  );
  answer('get', '/api/subscription/usage', () =>
    HttpResponse.json({
      current: { textMessagesToday: 30, voiceMinutesThisMonth: api.voiceUsed ?? 0, voiceMinutesToday: 0 },
      limits: { textMessagesPerDay: 30, voiceMinutesPerMonth: api.voiceMinutes ?? 10, voiceMinutesPerDay: -1 },
    }),
  );
  answer('get', '/api/speech/voices', () =>
    HttpResponse.json({
      assistant: api.assistant === undefined ? 'local-llama (model.gguf)' : api.assistant,
      textToSpeech: null,
      speechToText: null,
      voices: [],
    }),
  );
  answer('get', '/api/settings', () =>
    HttpResponse.json<Settings>({ ...DEFAULT_SETTINGS, ttsVoice: 'default', voiceSpeed: 1.15, voiceProvider: 'openai' }),
  );
  return { chat, create, checkout, requests, made: (key: string) => requests.filter((r) => r === key).length };
}

const user = testUser({
  firstName: 'Maya',
  onboardingCompletedAt: '2025-09-11T10:00:00Z',
  tosAcceptedAt: '2025-09-11T10:00:00Z',
  hasSeenWelcomeModal: true,
});

function renderChat(path = `/chat/${ID}`) {
  return renderWithApp(<Route path="/chat/:conversationId?">{(params) => <ChatScreen conversationId={params.conversationId} />}</Route>, {
    path,
    user,
  });
}

const box = () => screen.getByRole('textbox', { name: 'Message Willow' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

/** Sets the media queries the page reads: phone width and a touch (coarse) pointer. */
function media({ mobile = false, touch = false }) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: (query.includes('max-width') && mobile) || (query.includes('pointer: coarse') && touch),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('chat page', () => {
  it('streams the reply into a bubble as deltas arrive, then shows the final message', async () => {
    const reply = sseReply();
    const api = mockApi({ chat: reply.response });
    renderChat();
    expect(screen.getByText('Loading conversation...')).toBeInTheDocument();
    expect(await screen.findByText('Hi Maya, how are you feeling today?')).toBeInTheDocument();
    expect(screen.getByText('Energy check')).toBeInTheDocument();

    await userEvent.type(box(), `${QUESTION}{Enter}`);
    // The message shows at once, the box empties and waits, Willow is processing.
    expect(within(log()).getByText(QUESTION)).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(box()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.processing);
    await waitFor(() => expect(api.chat.bodies).toEqual([{ conversationId: ID, message: QUESTION }]));

    const sent = message('m3', 'user', QUESTION);
    reply.send({ type: 'userMessage', message: sent });
    reply.send({ type: 'status', status: 'processing' });
    reply.send({ type: 'delta', content: 'Your energy averaged ' });
    reply.raw('data: {"type":"delta","con');
    expect(await screen.findByText('Your energy averaged')).toBeInTheDocument();
    expect(screen.queryByText(STATUS_TEXT.processing)).not.toBeInTheDocument();
    reply.raw('tent":"**4/5** this week."}\n\n');
    const bold = await screen.findByText('4/5');
    expect(bold.tagName).toBe('STRONG');
    expect(box()).toBeDisabled();

    const final = message('m4', 'assistant', 'Your energy averaged **4/5** this week.');
    reply.send({ type: 'status', status: 'clear' });
    reply.send({ type: 'complete', assistantMessage: final, content: final.content });
    reply.done();
    await waitFor(() => expect(box()).toBeEnabled());
    expect(screen.getAllByText('4/5')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(log()).getAllByText(QUESTION)).toHaveLength(1);
    expect(box()).toHaveFocus();
  });

  it('moves from processing to analyzing after 5 s on wide screens, and shows the thinking text once 8 s pass without news', async () => {
    const reply = sseReply();
    mockApi({ chat: reply.response });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: QUESTION } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    const status = () => screen.getByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status()).toHaveTextContent(STATUS_TEXT.processing);
    reply.send({ type: 'status', status: 'processing' });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(status()).toHaveTextContent(STATUS_TEXT.processing);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status()).toHaveTextContent(STATUS_TEXT.analyzing);
    await act(() => vi.advanceTimersByTimeAsync(7999));
    expect(status()).toHaveTextContent(STATUS_TEXT.analyzing);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status()).toHaveTextContent(STATUS_TEXT.thinking);
    expect(STATUS_TEXT.thinking).toBe('🤔 Thinking about your question...');

    // News brings a status back; a delta ends the indicator.
    reply.send({ type: 'status', status: 'analyzing' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status()).toHaveTextContent(STATUS_TEXT.analyzing);
    reply.send({ type: 'delta', content: 'Here is what I see.' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Here is what I see.')).toBeInTheDocument();
  });

  it('on a phone, analyzing follows after 2 s, and never once text has begun to stream', async () => {
    media({ mobile: true });
    const first = sseReply();
    const second = sseReply();
    const replies = [first, second];
    mockApi({ chat: () => replies.shift()!.response() });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: QUESTION } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.processing);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_TEXT.analyzing);
    first.send({ type: 'error', message: 'Willow could not answer just now.' });
    first.done();
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(box(), { target: { value: 'And my mood?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    second.send({ type: 'delta', content: 'Your mood' });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByText(STATUS_TEXT.analyzing)).not.toBeInTheDocument();
    expect(screen.getByText('Your mood')).toBeInTheDocument();
  });

  it('Enter sends; Shift+Enter makes a new line; on touch devices Enter makes a new line too', async () => {
    const api = mockApi({ chat: pending });
    const { unmount } = renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box()).toHaveValue('First line\nsecond line');
    expect(api.chat.bodies).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.chat.bodies).toEqual([{ conversationId: ID, message: 'First line\nsecond line' }]));
    unmount();

    media({ touch: true });
    const touch = mockApi({ chat: pending });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), 'On my phone{Enter}');
    expect(box()).toHaveValue('On my phone\n');
    expect(touch.chat.bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(touch.chat.bodies).toHaveLength(1));
  });

  it('shows the send button only with text (disabled for whitespace), otherwise the voice toggle, which opens voice mode', async () => {
    mockApi();
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await userEvent.type(box(), '   ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.clear(box());
    await userEvent.click(screen.getByRole('button', { name: 'Voice mode' }));
    // This browser (jsdom) has no speech recognition and the server no speech service: voice says what it needs.
    const voice = await screen.findByRole('region', { name: 'Voice conversation' });
    expect(await within(voice).findByText('Voice isn’t available in this browser')).toBeInTheDocument();
    // Setting it up is the operator's business (the server log and README), not the person's.
    expect(within(voice).queryByText(/SPEECH_BASE_URL|WHISPER_MODEL_PATH/)).not.toBeInTheDocument();
    await userEvent.click(within(voice).getByRole('button', { name: 'Back to chat' }));
    expect(screen.queryByRole('region', { name: 'Voice conversation' })).not.toBeInTheDocument();
    expect(screen.getByText('Willow is not medical advice. Please seek professional help if needed.')).toBeInTheDocument();
  });

  it('grows the box with its text up to 200 px and resets it when emptied', async () => {
    mockApi();
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    let contentHeight = 72;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
    fireEvent.change(box(), { target: { value: 'one\ntwo\nthree' } });
    expect(box().style.height).toBe('72px');
    contentHeight = 480;
    fireEvent.change(box(), { target: { value: 'many\nlines\n'.repeat(10) } });
    expect(box().style.height).toBe('200px');
    expect(box().style.overflowY).toBe('auto');
    fireEvent.change(box(), { target: { value: '' } });
    expect(box().style.height).toBe('');
  });

  it('opens the usage-limit dialog on a quota 429, takes the message back and shows no error toast', async () => {
    const limit = {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Daily message limit reached (30 messages/day)',
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 },
    };
    mockApi({ chat: () => HttpResponse.json(limit, { status: 429 }) });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    const dialog = await screen.findByRole('dialog', { name: 'Daily message limit reached' });
    expect(dialog).toHaveTextContent('30/30 daily messages used');
    expect(dialog).toHaveTextContent('Resets at midnight');
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(log()).queryByText(QUESTION)).not.toBeInTheDocument();
    expect(box()).toHaveValue(QUESTION);
  });

  it("Upgrade opens Pro's checkout in a new tab; a blocked tab gets 'Popup Blocked' with 'Open Checkout'", async () => {
    const limit = {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Daily message limit reached (30 messages/day)',
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 },
    };
    const api = mockApi({ chat: () => HttpResponse.json(limit, { status: 429 }) });
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({} as Window)
      .mockReturnValueOnce(null)
      .mockReturnValueOnce({} as Window);
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    const checkout = 'http://localhost:3000/api/billing/test/checkout/test_cs_1';

    await userEvent.type(box(), `${QUESTION}{Enter}`);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Daily message limit reached' })).getByRole('button', { name: 'Upgrade' }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith(checkout, '_blank'));
    expect(api.checkout.bodies).toEqual([{ planId: 'pro' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Daily message limit reached' })).getByRole('button', { name: 'Upgrade' }),
    );
    expect(await screen.findByText('Popup Blocked')).toBeInTheDocument();
    // jsdom cannot tell when Radix's toast region starts taking pointers; a browser can.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Open Checkout' }));
    expect(open).toHaveBeenCalledTimes(3);
    expect(open).toHaveBeenLastCalledWith(checkout, '_blank');
  }, 15_000); // two typed sends and two dialogs: several seconds on a busy machine

  it('rolls the message back with the Connection Error toast when sending fails', async () => {
    mockApi({ chat: () => HttpResponse.error() });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please check your connection and try again.')).toBeInTheDocument();
    expect(within(log()).queryByText(QUESTION)).not.toBeInTheDocument();
    expect(screen.queryByText(STATUS_TEXT.processing)).not.toBeInTheDocument();
    expect(box()).toBeEnabled();
    expect(box()).toHaveValue(QUESTION);
  });

  it('counts characters near the 4,000 limit and will not send a longer message', async () => {
    const api = mockApi();
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    fireEvent.change(box(), { target: { value: 'a'.repeat(3000) } });
    expect(screen.queryByText(/\/ 4,000/)).not.toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(3800) } });
    expect(screen.getByText('3,800 / 4,000')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(MESSAGE_MAX + 12) } });
    expect(screen.getByText('12 characters too long: a message can be up to 4,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(api.chat.bodies).toHaveLength(0);
  });

  it('shows the server’s own reason when it refuses a message, and gives the text back', async () => {
    mockApi({ chat: () => errorAnswer(400, 'VALIDATION_ERROR', 'message must be at most 4000 characters') });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    expect(await screen.findByText('message must be at most 4000 characters')).toBeInTheDocument();
    expect(screen.getByText('Message not sent')).toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    expect(box()).toHaveValue(QUESTION);
  });

  it('holds a message typed offline and sends it when the connection is back', async () => {
    const api = mockApi({ chat: serverFailure });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    expect(screen.getByText('You’re offline. Your message will be sent when the connection is back.')).toBeInTheDocument();
    expect(api.chat.bodies).toHaveLength(0);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(api.chat.bodies).toHaveLength(1));
    expect(api.chat.bodies.at(-1)).toMatchObject({ message: QUESTION });
    expect(screen.queryByText(/You’re offline/)).not.toBeInTheDocument();
  });

  it('says within a few seconds that a send with no answer failed, and gives the text back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ chat: pending });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    expect(screen.getByText(STATUS_TEXT.processing)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS));
    expect(await screen.findByText('Willow could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(box()).toHaveValue(QUESTION);
    expect(within(log()).queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('with no voice minutes left, says so before listening and makes no conversation', async () => {
    const api = mockApi({ voiceMinutes: 10, voiceUsed: 10 });
    renderChat('/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Voice mode' }));
    const voice = await screen.findByRole('region', { name: 'Voice conversation' });
    expect(await within(voice).findByText('You’ve used this month’s voice minutes')).toBeInTheDocument();
    expect(within(voice).getByText(/10 of 10 minutes used/)).toBeInTheDocument();
    expect(within(voice).queryByText('Listening...')).not.toBeInTheDocument();
    await userEvent.click(within(voice).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByText(/Upgrade to Pro for 180 voice minutes a month, or Ultra for unlimited voice/)).toBeInTheDocument();
    expect(api.made('POST /api/conversations')).toBe(0);
  });

  it('shows an error event where the reply would be, and keeps the message', async () => {
    const reply = sseReply();
    mockApi({ chat: reply.response });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    reply.send({ type: 'userMessage', message: message('m3', 'user', QUESTION) });
    reply.send({ type: 'status', status: 'processing' });
    reply.send({ type: 'status', status: 'clear' });
    reply.send({ type: 'error', message: 'Willow took too long to answer. Your message is saved; please try again.' });
    reply.done();
    expect(await screen.findByRole('alert')).toHaveTextContent('Willow took too long to answer. Your message is saved; please try again.');
    await waitFor(() => expect(box()).toBeEnabled());
    expect(within(log()).getByText(QUESTION)).toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });

  it('keeps a message the server took when the stream breaks off, with the Connection Error toast', async () => {
    const reply = sseReply();
    const api = mockApi({ chat: reply.response });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await userEvent.type(box(), `${QUESTION}{Enter}`);
    reply.send({ type: 'userMessage', message: message('m3', 'user', QUESTION) });
    reply.send({ type: 'delta', content: 'Your energy' });
    await screen.findByText('Your energy');
    reply.raw('data: {"type":"del');
    reply.close();
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(within(log()).getByText(QUESTION)).toBeInTheDocument();
    expect(screen.queryByText('Your energy')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
    // The conversation is read again, to show what the server kept.
    await waitFor(() => expect(api.made(`GET /api/conversations/${ID}/messages`)).toBe(2));
  });

  it('?message= fills the box and, with no conversation open, sends it after about 500 ms, creating the conversation first', async () => {
    const reply = sseReply();
    const api = mockApi({ messages: [], chat: reply.response });
    vi.useFakeTimers();
    const { history } = renderChat(`/chat?message=${encodeURIComponent(QUESTION)}`);
    expect(box()).toHaveValue(QUESTION);
    expect(screen.getByText("Hi! I'm Willow")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SEND_DELAY_MS - 1));
    expect(api.create.bodies).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(api.chat.bodies).toHaveLength(1));
    expect(api.create.bodies[0]).toEqual({ title: 'New Conversation' });
    expect(api.chat.bodies[0]).toEqual({ conversationId: NEW_ID, message: QUESTION });
    expect(history.at(-1)).toBe(`/chat/${NEW_ID}`);
    expect(within(log()).getByText(QUESTION)).toBeInTheDocument();
    expect(box()).toHaveValue('');
    // The new conversation needed no read of its (empty) messages.
    expect(api.requests.some((r) => r.endsWith(`${NEW_ID}/messages`))).toBe(false);

    reply.send({ type: 'userMessage', message: message('m1', 'user', QUESTION, NEW_ID) });
    reply.send({ type: 'delta', content: 'Your energy averaged **4/5**.' });
    reply.send({ type: 'complete', assistantMessage: message('m2', 'assistant', 'Your energy averaged **4/5**.', NEW_ID), content: '' });
    reply.done();
    expect(await screen.findByText('4/5')).toBeInTheDocument();
    await waitFor(() => expect(box()).toBeEnabled());
  });

  it('?message= with a conversation open only fills the box', async () => {
    const api = mockApi();
    renderChat(`/chat/${ID}?message=${encodeURIComponent('Tell me more')}`);
    await screen.findByText('Hi Maya, how are you feeling today?');
    expect(box()).toHaveValue('Tell me more');
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SEND_DELAY_MS + 200));
    expect(api.chat.bodies).toHaveLength(0);
  });

  it("sends a suggestion card's prompt from the empty state, and says so when the conversation cannot be started", async () => {
    const api = mockApi({ create: serverFailure });
    renderChat('/chat');
    expect(screen.getByText('Your personal health companion')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(SUGGESTIONS.map((s) => `${s.title}${s.description}`));
    await userEvent.click(screen.getByRole('button', { name: /My Health Check-Up/ }));
    expect(await screen.findByText('Failed to start conversation. Please try again.')).toBeInTheDocument();
    expect(api.chat.bodies).toHaveLength(0);
    expect(screen.getByText("Hi! I'm Willow")).toBeInTheDocument();

    const reply = sseReply();
    const ok = mockApi({ chat: reply.response });
    await userEvent.click(screen.getByRole('button', { name: /My Health Check-Up/ }));
    await waitFor(() => expect(ok.chat.bodies).toHaveLength(1));
    expect(ok.chat.bodies[0]).toEqual({ conversationId: NEW_ID, message: SUGGESTIONS[1].prompt });
  });

  it('updates the summary on leaving a conversation, and ignores a failure', async () => {
    const api = mockApi({ summary: serverFailure });
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    expect(api.made(`PUT /api/conversations/${ID}/summary`)).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(api.made(`PUT /api/conversations/${ID}/summary`)).toBe(1));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('?voice=true opens voice mode, locked on a plan without voice minutes; closing it leaves plain /chat', async () => {
    mockApi({ voiceMinutes: 0 });
    const { history } = renderChat('/chat?voice=true');
    const dialog = await screen.findByRole('dialog', { name: 'Voice Features Locked' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/chat');
    expect(box()).toBeEnabled();
  });

  it("with no speech service on the server, the browser's recognition listens only after a notice that names whose servers hear the audio", async () => {
    mockApi();
    const browser = window as unknown as { webkitSpeechRecognition?: unknown };
    browser.webkitSpeechRecognition = class {};
    localStorage.clear();
    try {
      renderChat(`/chat/${ID}?voice=true`);
      const voice = await screen.findByRole('region', { name: 'Voice conversation' });
      expect(
        await within(voice).findByText(/Your browser will turn your voice into text, and sends the audio to your browser maker's servers/),
      ).toBeInTheDocument();
      await userEvent.click(within(voice).getByRole('button', { name: 'Use my browser’s recognition' }));
      expect(await screen.findByTestId('voice-state')).toHaveTextContent('Listening...');
      expect(localStorage.getItem('willow.voice.browser-recognition')).toBe('yes');
    } finally {
      delete browser.webkitSpeechRecognition;
    }
  });

  it('says once, under the header, that replies come from the logs only when no language model is set up', async () => {
    mockApi({ assistant: null, messages: [...EARLIER, message('m3', 'assistant', 'Your energy averaged 3/5 this week.')] });
    renderChat();
    expect(await screen.findByText(OFFLINE_LINE)).toBeInTheDocument();
    // Said to the person; what the operator can do is in the server log and README.
    expect(OFFLINE_LINE).toBe('Willow answers from your logs: ask about a day, a week or a symptom.');
    await screen.findByText('Your energy averaged 3/5 this week.');
    // Not in the bubbles: the operator's instructions are in the README and the server log.
    expect(log()).not.toHaveTextContent(/LLM_BASE_URL|README|no AI model/);
    expect(screen.getAllByText(OFFLINE_LINE)).toHaveLength(1);
  });

  it('with a language model, shows no such line', async () => {
    const api = mockApi();
    renderChat();
    await screen.findByText('Hi Maya, how are you feeling today?');
    await waitFor(() => expect(api.made('GET /api/speech/voices')).toBe(1));
    await waitFor(() => expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument());
  });

  it('says under a reply that it drew on what Willow remembers, with a link to chat memory', async () => {
    const remembered = { ...message('m3', 'assistant', 'Satay sauce is made with peanuts, so skip it.'), drewOnMemory: true };
    mockApi({ messages: [...EARLIER, message('m2b', 'user', 'Can I eat satay?'), remembered] });
    renderChat();
    const note = await screen.findByRole('link', { name: 'Drew on what Willow remembers' });
    expect(note).toHaveAttribute('href', '/settings/chat-memory');
    expect(screen.getAllByRole('link', { name: 'Drew on what Willow remembers' })).toHaveLength(1);
  });

  it('links back home and to the chat and voice settings', async () => {
    mockApi();
    renderChat();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Chat and voice settings' })).toHaveAttribute('href', '/settings/chat-voice');
    await screen.findByText('Hi Maya, how are you feeling today?');
  });

  it('shows a reply\'s proposal cards, and a card a later "save it" saved turns to Saved without a reload', async () => {
    const card: ProposalCard = {
      id: 'p1',
      state: 'proposed',
      savedEntryId: null,
      proposal: { kind: 'symptom', date: '2025-09-11', body: { name: 'Headache', intensity: 4, timestamp: '2025-09-11T11:30:00.000Z' } },
    };
    const reply = sseReply();
    mockApi({
      messages: [
        message('m1', 'user', 'headache 4'),
        { ...message('m2', 'assistant', "Here's what I understood — tap Save to log it."), proposals: [card] },
      ],
      chat: reply.response,
    });
    renderChat();
    const shown = await screen.findByRole('article', { name: 'Symptom' });
    expect(shown).toHaveTextContent('Headache · intensity 4/5 (Severe)');
    expect(within(shown).getByRole('button', { name: 'Save symptom' })).toBeInTheDocument();

    await userEvent.type(box(), 'save it{Enter}');
    reply.send({ type: 'userMessage', message: message('m3', 'user', 'save it') });
    const saved = message('m4', 'assistant', "Saved: Headache, intensity 4/5. You'll find it on your dashboard.");
    reply.send({
      type: 'complete',
      assistantMessage: saved,
      content: saved.content,
      savedProposals: [{ ...card, state: 'saved', savedEntryId: 'e1' }],
    });
    reply.done();
    expect(await within(shown).findByText('Saved', { exact: true })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Save symptom' })).not.toBeInTheDocument();
  });
});
