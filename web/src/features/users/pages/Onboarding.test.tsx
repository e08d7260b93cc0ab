import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@ssb/domain';
import { aUser } from '../../../../test/fixtures';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import MenteeOnboardingPage from './MenteeOnboardingPage';
import MentorOnboardingPage from './MentorOnboardingPage';

const toast = vi.hoisted(() => ({ message: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const routes = [
  { path: '/onboard/mentee', element: <MenteeOnboardingPage /> },
  { path: '/onboard/mentor', element: <MentorOnboardingPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
];

type Put = Record<string, unknown>;

function server(reply: (body: Put) => Response = (body) => jsonResponse({ success: true, data: aUser({ id: 'u1', ...(body as Partial<User>) }) })) {
  const puts: Put[] = [];
  mockFetch((url, init) => {
    if (url === '/api/users/profile' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Put;
      puts.push(body);
      return reply(body);
    }
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  return puts;
}

beforeEach(() => {
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('Mentee onboarding', () => {
  it('says Skipped for an empty step, Skip moves on without saving, and Finish saves only the filled field', async () => {
    signInAs({ role: 'mentee' });
    const puts = server();
    const user = userEvent.setup();
    renderApp('/onboard/mentee', routes);

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await vi.waitFor(() => expect(toast.message).toHaveBeenCalledWith('Skipped'));

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.type(screen.getByLabelText('Short bio'), '  Aiming for the Navy.  ');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(puts).toEqual([{ bio: 'Aiming for the Navy.' }]);
    expect(toast.success).toHaveBeenCalledWith('Saved');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ bio: 'Aiming for the Navy.' });
  });

  it('keeps what was typed when going Back', async () => {
    signInAs({ role: 'mentee' });
    const puts = server();
    const user = userEvent.setup();
    renderApp('/onboard/mentee', routes);
    await user.selectOptions(await screen.findByLabelText('Target entry'), 'NDA');
    await user.selectOptions(screen.getByLabelText('Attempt'), '2');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(puts).toEqual([{ targetEntry: 'NDA', attemptNumber: 2 }]);
    await user.type(screen.getByLabelText('Highest education'), 'B.Tech');
    await user.type(screen.getByRole('combobox', { name: 'Achievements' }), 'NCC C Certificate{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Target entry')).toHaveValue('NDA');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByLabelText('Highest education')).toHaveValue('B.Tech');
    expect(screen.getByRole('list', { name: 'Achievements' })).toHaveTextContent('NCC C Certificate');
  });

  it('Skip on the last step goes to the dashboard', async () => {
    signInAs({ role: 'mentee' });
    server();
    const user = userEvent.setup();
    renderApp('/onboard/mentee', routes);
    for (let i = 0; i < 3; i++) await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });
});

describe('Mentor onboarding', () => {
  it('refuses a negative experience and a negative rate with their fixed toasts', async () => {
    signInAs({ role: 'mentor' });
    const puts = server();
    const user = userEvent.setup();
    renderApp('/onboard/mentor', routes);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Years of experience'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid experience', { description: 'Experience must be a positive number' }));
    expect(screen.getByLabelText('Years of experience')).toHaveAccessibleDescription('Experience must be a positive number');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hourly rate (INR)'), '-100');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid rate', { description: 'Hourly rate must be a positive number' }));
    expect(puts).toEqual([]);

    await user.clear(screen.getByLabelText('Hourly rate (INR)'));
    await user.type(screen.getByLabelText('Hourly rate (INR)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(puts).toEqual([{ hourlyRate: 2500 }]);
  });

  it('shows server field errors beneath the fields with "Please fix the highlighted fields"', async () => {
    signInAs({ role: 'mentor' });
    server(() => jsonResponse({ success: false, error: 'Please check specializations: At most 30 entries', fields: { specializations: 'At most 30 entries' } }, 400));
    const user = userEvent.setup();
    renderApp('/onboard/mentor', routes);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await user.type(await screen.findByRole('combobox', { name: 'Specializations' }), 'Psychology{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('At most 30 entries')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Save failed', { description: 'Please fix the highlighted fields' });
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('asks for the profile first, then offers SSB specializations, skills and languages', async () => {
    signInAs({ role: 'mentor' });
    const puts = server();
    const user = userEvent.setup();
    renderApp('/onboard/mentor', routes);
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Former GTO');
    await user.type(screen.getByLabelText('Location'), 'Pune');
    await user.type(screen.getByLabelText('Bio'), 'Twenty years of group testing.');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add (Product|Engineering|UX)$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Group testing (GTO tasks)' }));
    await user.click(screen.getByRole('button', { name: 'Add Story writing (TAT)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(puts).toEqual([
      { title: 'Former GTO', location: 'Pune', bio: 'Twenty years of group testing.' },
      { specializations: ['Group testing (GTO tasks)'], skills: ['Story writing (TAT)'], languages: ['Hindi', 'English'] },
    ]);
  });

  it('says "Could not save this step" when the server gives no message', async () => {
    signInAs({ role: 'mentor' });
    server(() => new Response('', { status: 502 }));
    const user = userEvent.setup();
    renderApp('/onboard/mentor', routes);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Add Personal interview' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Save failed', { description: 'Could not save this step. Please try again.' }));
    expect(screen.getByRole('list', { name: 'Specializations' })).toHaveTextContent('Personal interview');
  });
});
