import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SCHEDULE_MESSAGES, type ScheduleDto } from '@ssb/domain';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch } from '../../../../test/utils';
import { AvailabilityForm } from './AvailabilityForm';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const NOW = new Date(2031, 2, 10, 9, 30);
const SAVED: ScheduleDto = {
  timeZone: 'Asia/Kolkata',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
  daysOff: [],
  minNoticeMinutes: 720,
  bufferMinutes: 0,
  saved: true,
};

function renderForm({ onSchedule = vi.fn(), onWindows = vi.fn(), refuseWindows = false } = {}) {
  const fetch = mockFetch(async (url, init) => {
    if (url.endsWith('/api/coaches/c1/schedule') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      onSchedule(body);
      return jsonResponse({ success: true, data: { ...body, saved: true } });
    }
    if (url.endsWith('/api/coaches/c1/schedule')) return jsonResponse({ success: true, data: SAVED });
    if (url.includes('/users/profile') && init.method === 'PUT') {
      if (refuseWindows)
        return jsonResponse(
          {
            success: false,
            error: 'Overlapping range: This time window overlaps an existing one',
          },
          400,
        );
      const body = JSON.parse(String(init.body)) as { availability: string[] };
      onWindows(body);
      return jsonResponse({
        success: true,
        data: aUser({
          id: 'c1',
          role: 'mentor',
          availability: body.availability,
        }),
      });
    }
    return jsonResponse({}, 404);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onDirtyChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <AvailabilityForm coachId="c1" windows={[]} onDirtyChange={onDirtyChange} now={() => NOW} />
    </QueryClientProvider>,
  );
  return { fetch, onDirtyChange };
}

function addWindow(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start'), {
    target: { value: start },
  });
  fireEvent.change(screen.getByLabelText('End'), { target: { value: end } });
  fireEvent.click(screen.getByRole('button', { name: 'Add window' }));
}

describe('AvailabilityForm', () => {
  it('has one save for the weekly hours, the settings and the extra hours', async () => {
    renderForm();
    await screen.findByRole('group', { name: 'Monday hours 1' });
    expect(screen.getAllByRole('button', { name: /^Save/ })).toHaveLength(1);
  });

  it('shows a bad range’s message beside it and sends nothing', async () => {
    const onSchedule = vi.fn();
    renderForm({ onSchedule });
    const monday = await screen.findByRole('group', { name: 'Monday hours 1' });
    expect(within(monday).getByLabelText('Monday from')).toHaveValue('09:00');
    expect(screen.getAllByText('Unavailable')).toHaveLength(6);
    fireEvent.change(within(monday).getByLabelText('Monday until'), {
      target: { value: '08:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(within(monday).getByText(SCHEDULE_MESSAGES.endAfterStart)).toBeInTheDocument());
    expect(within(monday).getByLabelText('Monday until')).toHaveAttribute('aria-invalid', 'true');
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it('saves the schedule and the extra hours with the one Save, and is clean after', async () => {
    const onSchedule = vi.fn();
    const onWindows = vi.fn();
    const { onDirtyChange } = renderForm({ onSchedule, onWindows });
    fireEvent.click(await screen.findByRole('button', { name: 'Add hours on Wednesday' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day off'), {
      target: { value: '2031-03-20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    fireEvent.change(screen.getByLabelText('Buffer between sessions'), {
      target: { value: '15' },
    });
    addWindow('2031-03-16T10:00', '2031-03-16T12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Availability saved'));
    expect(onSchedule).toHaveBeenCalledWith({
      timeZone: 'Asia/Kolkata',
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
      ],
      daysOff: ['2031-03-20'],
      minNoticeMinutes: 720,
      bufferMinutes: 15,
    });
    expect(onWindows).toHaveBeenCalledWith({
      availability: [`${new Date(2031, 2, 16, 10).toISOString()}|${new Date(2031, 2, 16, 12).toISOString()}`],
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    renderForm({ refuseWindows: true });
    await screen.findByRole('group', { name: 'Monday hours 1' });
    addWindow('2031-03-16T10:00', '2031-03-16T12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Overlapping range: This time window overlaps an existing one')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Availability windows' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows an error state with a retry when the schedule cannot be loaded', async () => {
    mockFetch(async () => jsonResponse({ success: false, error: 'Server down' }, 500));
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <AvailabilityForm coachId="c1" windows={[]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Your schedule could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
