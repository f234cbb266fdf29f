/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { OrderDetails } from '@law/contracts';
import { DocumentCreatorPanel } from './document-creator-panel';

function details(over: { total?: number; files?: number; parsed?: string; text?: string; id?: number } = {}): OrderDetails {
  const total = over.total ?? 1234;
  return {
    order: { id: 7, chat_id: 3, created_at: '2026-01-01T00:00:00Z', payment_date: null, invoice_tracking_number: null, documents_tracking_number: null, document_price: 100, delivery_data: null, status: 'no_invoice' },
    user: { name: 'Олена', user_ip: null, phone: '+380501234567' },
    chat: { id: 3, document: 'Позовна заява', comment: null, mail_data: { files: Array.from({ length: over.files ?? 0 }, (_, i) => `/api/files/f${i}`), text: '' }, user: { name: 'Олена', phone: '+380501234567' } },
    document: { id: over.id ?? 5, references: [{ title: 'ЦК', url: 'https://zakon.rada.gov.ua/laws/show/435-15' }], parsed_resources: over.parsed ?? '*https://zakon.rada.gov.ua/laws/show/435-15*\nтекст', document_text: over.text ?? '' },
    characters_count: { chat_messages: total - 10, comments: 0, parsed_resources: 10, total },
    characters_limit: 500_000,
    files_limit: 20,
    sms_messages: [],
  } as OrderDetails;
}

afterEach(cleanup);

describe('DocumentCreatorPanel', () => {
  it('shows the four counters in uk-UA format and the generate button within the limits', () => {
    render(<DocumentCreatorPanel details={details({ total: 1234 })} onChanged={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Створення документу' })).toBeTruthy();
    for (const label of ['Повідомлення чату', 'Коментарі', 'Прочитані джерела', 'Усього символів']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getAllByText(/^1\s234$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^1\s234 \/ 500\s000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Згенерувати документ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Завантажити документ' })).toBeNull();
  });

  it('turns the character meter red and hides generation past the character limit', () => {
    const { container } = render(<DocumentCreatorPanel details={details({ total: 500_001 })} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Згенерувати документ' })).toBeNull();
    expect(container.querySelectorAll('.limit-meter-over')).toHaveLength(1);
    expect(screen.getByText(/перевищено ліміт символів/)).toBeTruthy();
  });

  it('turns the file meter red and hides generation past the file limit', () => {
    const { container } = render(<DocumentCreatorPanel details={details({ files: 21 })} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Згенерувати документ' })).toBeNull();
    expect(screen.getByText('21 / 20')).toBeTruthy();
    expect(container.querySelector('.limit-meter-over')?.textContent).toContain('Файли');
  });

  it('offers the download and shows the text once there is a generated document', () => {
    render(<DocumentCreatorPanel details={details({ text: '# ПОЗОВНА ЗАЯВА\n**ПРОШУ:**' })} onChanged={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Завантажити документ' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Згенерований документ' }).textContent).toContain('ПОЗОВНА ЗАЯВА');
  });

  it('renders nothing without parsed sources', () => {
    const { container } = render(<DocumentCreatorPanel details={details({ parsed: '' })} onChanged={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the draft in the editor with the sources it cites, each linking to the researcher panel row', () => {
    render(<DocumentCreatorPanel details={details({ text: '# ЗАЯВА\n1. ЦК (ст. 1166).\n**Боржник:** [ПІБ боржника]' })} onChanged={() => undefined} />);
    const editor = screen.getByLabelText(/Текст документа/) as HTMLTextAreaElement;
    expect(editor.value).toBe('# ЗАЯВА\n1. ЦК (ст. 1166).\n**Боржник:** [ПІБ боржника]');
    expect(screen.getByText('Незаповнених місць [ ]: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'до джерела' }).getAttribute('href')).toBe('#doc-source-0');
    for (const name of ['Заголовок 1', 'Заголовок 2', 'Заголовок 3', 'Жирний рядок', 'Звичайний абзац']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('asks before a new generation overwrites the edited draft, and keeps it on cancel', () => {
    render(<DocumentCreatorPanel details={details({ text: 'Мій відредагований текст' })} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Згенерувати документ' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Згенерувати заново' }));
    expect(screen.getByText('Новий текст замінить документ разом з усіма вашими правками. Продовжити?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(screen.queryByText(/Новий текст замінить/)).toBeNull();
    expect((screen.getByLabelText(/Текст документа/) as HTMLTextAreaElement).value).toBe('Мій відредагований текст');
  });
});
