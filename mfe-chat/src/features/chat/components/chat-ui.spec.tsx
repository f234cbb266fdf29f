/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CHAT_MESSAGES, USER_DATA_KEY } from '@law/contracts';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import { chatStore } from '../stores/use-chat-store';
import { FakeSocket } from '../stores/testing/fake-socket';
import { VISITOR } from '../stores/testing/chat-store-harness';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatOverlay } from './chat-overlay';
import { ChatPanel } from './chat-panel';
import { ContactModal } from './contact-modal';
import { MessageList } from './message-list';

const pristine = chatStore.getState();
let socket: FakeSocket;
let detach: () => void;

beforeEach(() => {
  localStorage.clear();
  chatStore.setState(pristine, true);
  useChatBridgeStore.setState({ connection: 'connecting', isOpen: false, warm: false });
  socket = new FakeSocket();
  detach = chatStore.getState().attachSocket(socket);
  socket.serverConnect();
  socket.fire('status', { name: 'Марія', avatar: '' });
});
afterEach(() => {
  cleanup();
  detach();
});

const registered = () =>
  chatStore.setState({ userId: VISITOR.userId, userName: VISITOR.userName, userPhone: VISITOR.userPhone, hasStoredContact: true });

describe('chat header', () => {
  it("shows '...' until the agent is known, then the agent online; offline once the chat is finished", () => {
    chatStore.setState({ agent: null });
    render(<ChatHeader onClose={() => undefined} />);
    expect(screen.getByText('...')).toBeTruthy();
    act(() => chatStore.setState({ agent: { name: 'Марія', avatar: '' } }));
    expect(screen.getByText('Марія')).toBeTruthy();
    expect(screen.getByTestId('chat-agent-status').textContent).toContain('онлайн');
    act(() => chatStore.setState({ isDisconnected: true }));
    expect(screen.getByTestId('chat-agent-status').textContent).toContain('офлайн');
  });
});

describe('message list', () => {
  it('aligns by sender, renders markup as text and shows "{agent} пише..."', () => {
    chatStore.setState({
      assistantTyping: true,
      messages: [
        { id: '1', sender: 'user', type: 'text', content: '<img src=x onerror=alert(1)> **так**', timestamp: new Date() },
        { id: '2', sender: 'assistant', type: 'text', content: 'Рядок 1\nРядок 2', timestamp: new Date() },
      ],
    });
    const { container } = render(<MessageList />);
    const own = container.querySelector('li[data-sender="user"]')!;
    expect(own.className).toContain('is-user');
    expect(own.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(own.querySelector('img')).toBeNull();
    expect(own.querySelector('strong')?.textContent).toBe('так');
    expect(container.querySelector('li[data-sender="assistant"] br')).not.toBeNull();
    expect(screen.getByText('Марія пише...')).toBeTruthy();
  });

  it('marks the own message "надсилається…" until the server has it', () => {
    const own = { id: 'c-1', clientMessageId: 'c-1', sender: 'user', type: 'text' as const, content: 'Добрий день', timestamp: new Date() };
    chatStore.setState({ messages: [{ ...own, pending: true }] });
    render(<MessageList />);
    expect(screen.getByText('надсилається…')).toBeTruthy();
    act(() => chatStore.setState({ messages: [{ ...own, id: '901', pending: false }] }));
    expect(screen.queryByText('надсилається…')).toBeNull();
    expect(screen.getByLabelText('доставлено')).toBeTruthy();
  });

  it('shows a spinner over the blurred history while it loads', () => {
    chatStore.setState({ historyStatus: 'loading' });
    const { container } = render(<MessageList />);
    expect(container.querySelector('.chat-scroll.is-loading')).not.toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('reconnecting bar', () => {
  it('says the message will be sent automatically while reconnecting, as a polite status above the input', () => {
    registered();
    const { container } = render(<ChatPanel onClose={() => undefined} onAttach={() => undefined} />);
    expect(screen.queryByText(CHAT_MESSAGES.reconnecting)).toBeNull();

    act(() => socket.serverDrop());
    const bar = screen.getByText(CHAT_MESSAGES.reconnecting);
    const region = bar.closest('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.compareDocumentPosition(container.querySelector('.chat-input')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One message about the lost link, not two.
    expect(screen.queryByText('З’єднання втрачено. Відновлюємо підключення…')).toBeNull();

    act(() => socket.serverConnect());
    expect(screen.queryByText(CHAT_MESSAGES.reconnecting)).toBeNull();
  });

  it('is not shown once the chat is finished', () => {
    registered();
    render(<ChatPanel onClose={() => undefined} onAttach={() => undefined} />);
    act(() => socket.serverDrop());
    act(() => chatStore.setState({ isDisconnected: true }));
    expect(screen.queryByText(CHAT_MESSAGES.reconnecting)).toBeNull();
  });
});

describe('input', () => {
  it('sends on Enter, keeps Shift+Enter for a new line', () => {
    registered();
    render(<ChatInput onAttach={() => undefined} />);
    const box = screen.getByLabelText('Ваше повідомлення') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Рядок' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(socket.sent('message')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(socket.sent('message').map((e) => e.payload.content)).toEqual(['Рядок']);
    expect(box.value).toBe('');
  });

  it('shows the paperclip only to a registered visitor', () => {
    const onAttach = jest.fn();
    render(<ChatInput onAttach={onAttach} />);
    expect(screen.queryByRole('button', { name: 'Надіслати документи' })).toBeNull();
    act(registered);
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати документи' }));
    expect(onAttach).toHaveBeenCalledTimes(1);
  });

  it("is cleared and disabled with 'Чат відключено...' once the chat is finished", () => {
    registered();
    render(<ChatInput onAttach={() => undefined} />);
    const box = screen.getByLabelText('Ваше повідомлення') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ще питання' } });
    act(() => socket.fire('message', { id: '9', sender: 'assistant', content: 'Наразі відключаю наш чат.', timestamp: new Date().toISOString() }));
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('');
    expect(box.placeholder).toBe(CHAT_MESSAGES.disconnectedPlaceholder);
    expect(screen.getByRole('button', { name: 'Надіслати документи' })).toBeTruthy();
  });
});

describe('contact modal', () => {
  beforeEach(() => chatStore.setState({ contactModalOpen: true, pendingText: 'Питання' }));

  it('strips leading spaces and cuts the name at 40; forces the +380 prefix on the phone', () => {
    render(<ContactModal />);
    expect(screen.getByRole('dialog', { name: 'Консультація почнеться негайно' })).toBeTruthy();
    const name = screen.getByLabelText('Ваше ім’я') as HTMLInputElement;
    const phone = screen.getByLabelText('Телефон') as HTMLInputElement;
    fireEvent.change(name, { target: { value: `   ${'я'.repeat(45)}` } });
    expect(name.value).toBe('я'.repeat(40));
    expect(phone.value).toBe('+380');
    fireEvent.change(phone, { target: { value: '0501234567' } });
    expect(phone.value).toBe('+380501234567');
    fireEvent.change(phone, { target: { value: '+38 (050) 765-43-21' } });
    expect(phone.value).toBe('+380507654321');
    fireEvent.change(phone, { target: { value: '+3806' } });
    expect(phone.value).toBe('+3806');
    fireEvent.change(phone, { target: { value: 'abc' } });
    expect(phone.value).toBe('+380');
    expect(screen.getByRole('button', { name: 'Продовжити' })).toBeTruthy();
  });

  it("offers 'Продовжити з цим іменем' with the stored contact", () => {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(VISITOR));
    chatStore.setState({ userId: null, userName: VISITOR.userName, userPhone: VISITOR.userPhone, hasStoredContact: true });
    render(<ContactModal />);
    expect(screen.getByRole('button', { name: 'Продовжити з цим іменем' })).toBeTruthy();
    expect((screen.getByLabelText('Ваше ім’я') as HTMLInputElement).value).toBe('Олена');
  });

  it('closes with its close button and forgets the pending message', () => {
    render(<ContactModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(chatStore.getState()).toMatchObject({ contactModalOpen: false, pendingText: null });
  });
});

describe('overlay', () => {
  it('locks page scroll while open and restores the position; Escape and a backdrop click close it', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const onClose = jest.fn();
    const { unmount } = render(
      <ChatOverlay onClose={onClose} escapeCloses>
        <p>панель</p>
      </ChatOverlay>,
    );
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('chat-overlay'));
    fireEvent.mouseDown(screen.getByText('панель'));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('leaves Escape to a dialog on top of the chat', () => {
    const onClose = jest.fn();
    render(
      <ChatOverlay onClose={onClose} escapeCloses={false}>
        <p>панель</p>
      </ChatOverlay>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
