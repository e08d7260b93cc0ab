import { type TimeWindow } from '@ssb/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtraHoursFields } from './ExtraHoursFields';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const NOW = new Date(2031, 2, 10, 9, 30); // local time of the test runtime

let current: TimeWindow[] = [];
function Harness() {
  const [list, setList] = useState<TimeWindow[]>([]);
  current = list;
  return <ExtraHoursFields list={list} onChange={setList} now={() => NOW} />;
}

function renderEditor() {
  return render(<Harness />);
}

function addWindow(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start'), {
    target: { value: start },
  });
  fireEvent.change(screen.getByLabelText('End'), { target: { value: end } });
  fireEvent.click(screen.getByRole('button', { name: 'Add window' }));
}

const windowsList = () => screen.queryByRole('list', { name: 'Availability windows' });

describe('ExtraHoursFields', () => {
  beforeEach(() => {
    toast.error.mockReset();
    toast.success.mockReset();
  });

  it("says 'Missing time' when start or end is empty", async () => {
    renderEditor();
    addWindow('2031-03-11T10:00', '');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Missing time', {
        description: 'Please provide both start and end time',
      }),
    );
    expect(windowsList()).toBeNull();
  });

  it("says 'Invalid time' for dates that do not exist", async () => {
    renderEditor();
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    // Browsers hand odd values through on some platforms; the rule must still catch them.
    Object.defineProperty(start, 'value', {
      configurable: true,
      get: () => '2031-02-30T10:00',
      set: () => undefined,
    });
    fireEvent.change(start, { target: { value: '2031-02-30T10:00' } });
    fireEvent.change(screen.getByLabelText('End'), {
      target: { value: '2031-03-01T11:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add window' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid time', {
        description: 'Please provide valid start and end times',
      }),
    );
  });

  it("says 'Invalid range' when the end is not after the start", async () => {
    renderEditor();
    addWindow('2031-03-11T10:00', '2031-03-11T10:00');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid range', {
        description: 'End time must be after start time',
      }),
    );
    // Beside the fields too, not only in a toast; what was typed stays.
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid range: End time must be after start time');
    expect(screen.getByLabelText('Start')).toHaveValue('2031-03-11T10:00');
  });

  it("says 'Invalid time' for a range entirely in the past", async () => {
    renderEditor();
    addWindow('2031-03-09T10:00', '2031-03-09T11:00');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid time', {
        description: 'Cannot add a time range entirely in the past',
      }),
    );
  });

  it("says 'Overlapping range' and 'Duplicate range' against the windows in the list", async () => {
    renderEditor();
    addWindow('2031-03-11T10:00', '2031-03-11T12:00');
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(windowsList()!).getAllByRole('listitem')).toHaveLength(1);
    addWindow('2031-03-11T11:00', '2031-03-11T13:00');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Overlapping range', {
        description: 'This time window overlaps an existing one',
      }),
    );
    addWindow('2031-03-11T10:00', '2031-03-11T12:00');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Duplicate range', {
        description: 'This time window already exists',
      }),
    );
    expect(within(windowsList()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps windows sorted and removes them, handing the form the list', () => {
    renderEditor();
    addWindow('2031-03-12T10:00', '2031-03-12T11:00');
    addWindow('2031-03-11T10:00', '2031-03-11T11:00');
    addWindow('2031-03-13T10:00', '2031-03-13T11:00');
    const items = within(windowsList()!).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('11 Mar'),
      expect.stringContaining('12 Mar'),
      expect.stringContaining('13 Mar'),
    ]);
    fireEvent.click(within(items[2]!).getByRole('button', { name: /Remove/ }));
    expect(current.map((w) => w.start.toISOString())).toEqual([new Date(2031, 2, 11, 10).toISOString(), new Date(2031, 2, 12, 10).toISOString()]);
  });
});
