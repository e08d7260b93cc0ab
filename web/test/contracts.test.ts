import { describe, expect, it } from 'vitest';
import { request } from '../src/lib/api';
import { contractViolations } from './contracts';
import { aCoach, aSession, aUser } from './fixtures';
import { jsonResponse, mockFetch } from './utils';

describe('mockFetch checks fixtures against the API contracts', () => {
  it('lets a fixture through that matches its endpoint’s contract', async () => {
    mockFetch(() => jsonResponse({ success: true, data: aCoach({ id: 'c7' }) }));
    await expect(request('/coaches/c7')).resolves.toMatchObject({ id: 'c7', role: 'mentor' });
    expect(contractViolations).toEqual([]);
  });

  it('fails a fixture that drifted from the contract, naming the endpoint and the field', async () => {
    const { email: _dropped, ...withoutEmail } = aUser();
    mockFetch(() => jsonResponse({ success: true, data: withoutEmail }));
    // the client sees a failed request (as if the server could not be reached)...
    await expect(request('/users/profile')).rejects.toThrow();
    // ...and setup.ts fails the test on the recorded violation (taken here so this test passes)
    expect(contractViolations.splice(0)).toEqual([expect.stringMatching(/^Test fixture for GET \/api\/users\/profile .*data\.email: /)]);
  });

  it('checks error answers against the error envelope, and list answers item by item', async () => {
    mockFetch((url) => (url.includes('/sessions') ? jsonResponse({ success: true, data: [aSession(), { id: 's2' }] }) : jsonResponse({ message: 'gone' }, 404)));
    await expect(request('/sessions')).rejects.toThrow();
    await expect(request('/coaches/c9')).rejects.toThrow();
    expect(contractViolations.splice(0)).toEqual([
      expect.stringMatching(/^Test fixture for GET \/api\/sessions .*data\.1\._id: /),
      expect.stringMatching(/^Test fixture for GET \/api\/coaches\/:id \(error 404\) .*error: /),
    ]);
  });

  it('does not check endpoints outside the contracts', async () => {
    mockFetch(() => jsonResponse({ anything: true }));
    await expect(request('/example')).resolves.toEqual({ anything: true });
    expect(contractViolations).toEqual([]);
  });
});
