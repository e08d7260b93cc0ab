import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/utils';
import { MailPreferencesSection } from './MailPreferencesSection';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderSection(saveAnswer: (body: unknown) => Response) {
  const saves: unknown[] = [];
  mockFetch((url, init) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saves.push(body);
      return saveAnswer(body);
    }
    return jsonResponse({ success: true, data: { reminders: true, ratingRequests: true } });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MailPreferencesSection />
    </QueryClientProvider>,
  );
  return saves;
}

describe('MailPreferencesSection', () => {
  it('saves a switch at once with the other choices kept', async () => {
    const saves = renderSection((body) => jsonResponse({ success: true, data: body }));
    const reminders = await screen.findByRole('switch', { name: /Session reminders/ });
    expect(reminders).toBeChecked();
    fireEvent.click(reminders);
    await waitFor(() => expect(saves).toEqual([{ reminders: false, ratingRequests: true }]));
    expect(screen.getByRole('switch', { name: /Session reminders/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Rating requests/ })).toBeChecked();
  });

  it('puts the switch back when the save fails', async () => {
    renderSection(() => jsonResponse({ success: false, error: 'Server error' }, 500));
    const ratings = await screen.findByRole('switch', { name: /Rating requests/ });
    fireEvent.click(ratings);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Rating requests/ })).toBeChecked());
  });
});
