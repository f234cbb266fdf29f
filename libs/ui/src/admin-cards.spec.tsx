/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MailData } from '@law/contracts';
import { ClientMailCard } from './client-mail-card';
import { EditableTextCard } from './editable-text-card';

describe('EditableTextCard (the chat and the order pages)', () => {
  const renderCard = (save: (v: string) => Promise<void>, onSaved = jest.fn<(v: string) => void>(), label?: string) =>
    render(
      <EditableTextCard className="order-card" title="Коментар" label={label} value="Було" placeholder="Нотатки" maxLength={50} save={save} onSaved={onSaved} />,
    );

  it('saves only on the button, then says so', async () => {
    const save = jest.fn(async (_v: string) => undefined);
    const onSaved = jest.fn<(v: string) => void>();
    const { rerender } = renderCard(save, onSaved);
    const box = screen.getByRole('textbox', { name: 'Коментар' });
    expect((screen.getByRole('button', { name: 'Зберегти' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Стало' } });
    expect(save).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' })));
    expect(save).toHaveBeenCalledWith('Стало');
    expect(onSaved).toHaveBeenCalledWith('Стало');
    // The page stores what was saved: the card shows it as saved.
    rerender(<EditableTextCard className="order-card" title="Коментар" value="Стало" placeholder="Нотатки" maxLength={50} save={save} onSaved={onSaved} />);
    expect(screen.getByRole('status').textContent).toBe('Збережено');
  });

  it('goes back to the stored text when the save fails, and names the box by its label when it has one', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard(() => Promise.reject(new Error('500')), undefined, 'Коментар до замовлення');
    const box = screen.getByRole('textbox', { name: 'Коментар до замовлення' });
    fireEvent.change(box, { target: { value: 'Стало' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' })));
    expect((box as HTMLTextAreaElement).value).toBe('Було');
    expect(screen.queryByRole('status')).toBeNull();
    log.mockRestore();
  });
});

describe('ClientMailCard (the chat and the order pages)', () => {
  const mail: MailData = { files: ['/api/files/u1/scan.jpg', '/api/files/u1/dogovir.pdf'], text: 'Перший\n\nДругий', file_names: { '/api/files/u1/dogovir.pdf': 'Договір.pdf' } } as MailData;
  const empty = { files: [], text: '' } as unknown as MailData;

  it("shows 'Файл N' buttons with the client's names, or tiles, and the text as lines", () => {
    const { unmount } = render(<ClientMailCard className="ac-card" title="Пошта від клієнта" view="buttons" chatId={1} mail={mail} onChange={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Файл 2' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Договір.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Прибрати файл 1' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Другий');
    unmount();
    render(<ClientMailCard className="order-card" title="Пошта від користувача" view="tiles" chatId={1} mail={mail} onChange={() => undefined} />);
    expect(screen.getByRole('img', { name: 'scan.jpg' })).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Видалити файл dogovir.pdf' })).toBeTruthy();
  });

  it('asks before removing a file', () => {
    render(<ClientMailCard className="ac-card" title="Пошта від клієнта" view="buttons" chatId={1} mail={mail} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Прибрати файл 2' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says there is no mail when given the words, and is left out otherwise', () => {
    const { container, unmount } = render(<ClientMailCard className="order-card" title="Пошта" view="tiles" chatId={1} mail={empty} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
    unmount();
    render(<ClientMailCard className="ac-card" title="Пошта" view="buttons" emptyText="Листів від клієнта ще немає" chatId={1} mail={empty} onChange={() => undefined} />);
    expect(screen.getByText('Листів від клієнта ще немає')).toBeTruthy();
  });
});
