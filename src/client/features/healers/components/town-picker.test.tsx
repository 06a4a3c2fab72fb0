import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeralaTown } from '../../../../shared/constants/kerala-towns.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import TownPicker from './town-picker.js';

afterEach(cleanup);

function renderPicker() {
  const onPick = vi.fn<(town: KeralaTown) => void>();
  render(<TownPicker reason="denied" onPick={onPick} onCancel={() => undefined} />);
  const field = screen.getByRole('combobox', { name: 'Town' });
  const picked = () => onPick.mock.calls.map(([town]) => town.name);
  return { field, picked };
}

const key = (field: HTMLElement, name: string) => fireEvent.keyDown(field, { key: name });

function activeOption(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

describe('TownPicker, a combobox of Kerala towns', () => {
  it('takes the first match on Enter after typing, as a visitor without a mouse would', () => {
    const { field, picked } = renderPicker();
    fireEvent.change(field, { target: { value: 'Thrissur' } });
    key(field, 'Enter');
    expect(picked()).toEqual(['Thrissur']);
  });

  it('finds a town by its Malayalam name and takes it on Enter', () => {
    const { field, picked } = renderPicker();
    fireEvent.change(field, { target: { value: 'കൊല്ലം' } });
    key(field, 'Enter');
    expect(picked()).toEqual(['Kollam']);
  });

  it('moves through the suggestions with the arrows and takes the highlighted one', () => {
    const { field, picked } = renderPicker();
    const list = screen.getByRole('listbox', { name: 'Towns' });
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.querySelector('.font-medium')?.textContent);
    expect(names.length).toBeGreaterThan(2);

    key(field, 'ArrowDown');
    expect(activeOption(field)).toContain(names[0]);
    key(field, 'ArrowDown');
    expect(activeOption(field)).toContain(names[1]);
    expect(screen.getByRole('option', { selected: true }).textContent).toContain(names[1]);
    key(field, 'ArrowUp');
    key(field, 'ArrowUp');
    // Past the top it wraps to the last suggestion.
    expect(activeOption(field)).toContain(names.at(-1));
    key(field, 'Enter');
    expect(picked()).toEqual([names.at(-1)]);
  });

  it('closes the list on Escape, and reopens it with the arrow or by typing', () => {
    const { field, picked } = renderPicker();
    key(field, 'ArrowDown');
    key(field, 'Escape');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(picked()).toEqual([]);

    key(field, 'ArrowDown');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    key(field, 'Escape');
    fireEvent.change(field, { target: { value: 'Calicut' } });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: /^Kozhikode/ })).toBeTruthy();
  });

  it('takes a town on a click too', () => {
    const { field, picked } = renderPicker();
    fireEvent.change(field, { target: { value: 'Calicut' } });
    fireEvent.click(screen.getByRole('option', { name: /^Kozhikode/ }));
    expect(picked()).toEqual(['Kozhikode']);
  });

  it('picks nothing on Enter when no town matches', () => {
    const { field, picked } = renderPicker();
    fireEvent.change(field, { target: { value: 'Zzzz' } });
    key(field, 'Enter');
    expect(picked()).toEqual([]);
    expect(screen.getByText('No town of that name in the list.')).toBeTruthy();
  });
});

describe('TownPicker on a Malayalam page', () => {
  it('names each town in Malayalam first, then in English, with its district in Malayalam', () => {
    render(
      <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
        <TownPicker reason="chosen" onPick={() => undefined} onCancel={() => undefined} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'സ്ഥലം' }), {
      target: { value: 'Thrissur' },
    });
    const [first] = within(screen.getByRole('listbox', { name: 'സ്ഥലങ്ങൾ' })).getAllByRole('option');
    expect(first!.querySelector('.font-medium')?.textContent).toBe('തൃശ്ശൂർ');
    expect(first!.textContent).toBe('തൃശ്ശൂർThrissur · തൃശ്ശൂർ ജില്ല');
  });
});
