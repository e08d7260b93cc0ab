import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SCHEDULE_MESSAGES, type ScheduleDto } from '@ssb/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/utils';
import { WeeklyScheduleEditor } from './WeeklyScheduleEditor';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SAVED: ScheduleDto = {
  timeZone: 'Asia/Kolkata',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
  daysOff: [],
  minNoticeMinutes: 720,
  bufferMinutes: 0,
  saved: true,
};

function renderEditor(onSave = vi.fn()) {
  const fetch = mockFetch(async (url, init) => {
    if (url.endsWith('/api/coaches/c1/schedule') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      onSave(body);
      return jsonResponse({ success: true, data: { ...body, saved: true } });
    }
    if (url.endsWith('/api/coaches/c1/schedule')) return jsonResponse({ success: true, data: SAVED });
    return jsonResponse({}, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDirtyChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <WeeklyScheduleEditor coachId="c1" onDirtyChange={onDirtyChange} />
    </QueryClientProvider>,
  );
  return { fetch, onDirtyChange };
}

describe('WeeklyScheduleEditor', () => {
  it('shows the saved weekly hours, and a bad range’s message beside it, without sending', async () => {
    const onSave = vi.fn();
    renderEditor(onSave);
    const monday = await screen.findByRole('group', { name: 'Monday hours 1' });
    expect(within(monday).getByLabelText('Monday from')).toHaveValue('09:00');
    expect(screen.getAllByText('Unavailable')).toHaveLength(6);
    fireEvent.change(within(monday).getByLabelText('Monday until'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(within(monday).getByText(SCHEDULE_MESSAGES.endAfterStart)).toBeInTheDocument());
    expect(within(monday).getByLabelText('Monday until')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds hours and a day off, tells the page it is unsaved, and saves the whole schedule', async () => {
    const onSave = vi.fn();
    const { onDirtyChange } = renderEditor(onSave);
    fireEvent.click(await screen.findByRole('button', { name: 'Add hours on Wednesday' }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day off'), { target: { value: '2031-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    fireEvent.change(screen.getByLabelText('Buffer between sessions'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      timeZone: 'Asia/Kolkata',
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
      ],
      daysOff: ['2031-03-20'],
      minNoticeMinutes: 720,
      bufferMinutes: 15,
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('shows an error state with a retry when the schedule cannot be loaded', async () => {
    mockFetch(async () => jsonResponse({ success: false, error: 'Server down' }, 500));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WeeklyScheduleEditor coachId="c1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Your schedule could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
