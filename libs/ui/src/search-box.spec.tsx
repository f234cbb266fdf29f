/**
 * @jest-environment jsdom
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './search-box';

function Harness({ onSearch }: { onSearch: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Пошук"
      value={value}
      onSearch={(v) => {
        onSearch(v);
        setValue(v);
      }}
    />
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('applies the trimmed text only after 1000 ms without typing', () => {
    const onSearch = jest.fn<(v: string) => void>();
    render(<Harness onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Пошук'), { target: { value: 'Ол' } });
    act(() => jest.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Пошук'), { target: { value: ' Олена ' } });
    act(() => jest.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('Олена');
  });

  it("keeps a trailing space the visitor typed after the search applied ('Іван ' stays 'Іван ')", () => {
    render(<Harness onSearch={() => undefined} />);
    const box = screen.getByLabelText('Пошук') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Іван ' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(box.value).toBe('Іван ');
    fireEvent.change(box, { target: { value: 'Іван П' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(box.value).toBe('Іван П');
  });

  it('shows a search changed from outside (back/forward)', () => {
    const { rerender } = render(<SearchBox label="Пошук" value="" onSearch={() => undefined} />);
    rerender(<SearchBox label="Пошук" value="Марія" onSearch={() => undefined} />);
    expect((screen.getByLabelText('Пошук') as HTMLInputElement).value).toBe('Марія');
  });
});
