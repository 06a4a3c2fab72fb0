import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicTiming } from '../../../shared/schemas/clinic-timing.js';
import { ClinicTimingsEditor } from './clinic-timings-editor.js';

afterEach(cleanup);

let saved: ClinicTiming[] = [];

function Harness({ initial }: { initial: ClinicTiming[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ClinicTimingsEditor
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('group', { name });

describe('ClinicTimingsEditor', () => {
  // A 6 PM end is no morning's: after Full Day the first times read Opens and Closes.
  it.each([
    ['Full Day', '09:00', '18:00', 'Opens', 'Closes'],
    ['Half Day', '09:00', '13:00', 'Morning opens', 'Morning closes'],
  ])('%s opens a closed day from %s to %s with no evening', (preset, start, end, opens, closes) => {
    render(<Harness initial={[]} />);
    expect(within(day('Monday')).getByText('Closed')).toBeTruthy();
    fireEvent.click(within(day('Monday')).getByRole('button', { name: `${preset} on Monday` }));
    const input = (label: string) =>
      within(day('Monday')).getByLabelText(label, { exact: true }) as HTMLInputElement;
    expect(input(opens).value).toBe(start);
    expect(input(closes).value).toBe(end);
    expect(saved).toHaveLength(7);
    expect(saved[0]).toEqual({
      day: 'Monday',
      isOpen: true,
      morningStart: start,
      morningEnd: end,
      eveningStart: '',
      eveningEnd: '',
    });
    expect(saved[1]).toMatchObject({ day: 'Tuesday', isOpen: false });
  });

  it('never calls a 6 PM end the morning’s, and says morning again once there is an evening', () => {
    render(<Harness initial={[]} />);
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Full Day on Monday' }));
    expect(within(day('Monday')).queryByLabelText('Morning closes')).toBeNull();
    const closes = within(day('Monday')).getByLabelText('Closes', { exact: true });
    fireEvent.change(closes, { target: { value: '13:00' } });
    fireEvent.change(within(day('Monday')).getByLabelText('Evening opens'), {
      target: { value: '16:00' },
    });
    expect((within(day('Monday')).getByLabelText('Morning closes') as HTMLInputElement).value).toBe(
      '13:00',
    );
  });

  it('closes a day with its checkbox and keeps the evening a healer types', () => {
    render(
      <Harness
        initial={[{ day: 'Friday', isOpen: true, morningStart: '09:00', morningEnd: '12:00' }]}
      />,
    );
    fireEvent.change(within(day('Friday')).getByLabelText('Evening opens'), {
      target: { value: '17:00' },
    });
    fireEvent.change(within(day('Friday')).getByLabelText('Evening closes'), {
      target: { value: '20:00' },
    });
    expect(saved.find((entry) => entry.day === 'Friday')).toMatchObject({
      eveningStart: '17:00',
      eveningEnd: '20:00',
    });
    fireEvent.click(within(day('Friday')).getByRole('checkbox', { name: 'Open' }));
    expect(within(day('Friday')).getByText('Closed')).toBeTruthy();
    expect(saved.find((entry) => entry.day === 'Friday')?.isOpen).toBe(false);
  });
});
