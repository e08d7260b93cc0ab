import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MyVerification, Proof } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';

const notApplied: MyVerification = {
  isVerified: false,
  verifiedAt: null,
  latest: null,
  missing: ['Set your weekly hours', 'Apply for verification with your service record and a proof document'],
};
const proof: Proof = { id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', fileName: 'discharge.pdf', contentType: 'application/pdf', sizeBytes: 120_000 };

const application = {
  id: 'a1',
  kind: 'armed_forces' as const,
  service: 'Army',
  branch: 'Infantry',
  rank: 'Colonel',
  yearsOfService: 26,
  credentials: null,
  boardExperience: 'GTO for three years at 19 SSB.',
  publicLink: 'https://example.com',
  proofs: [proof],
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
};

describe('/dashboard/verification', () => {
  it('checks the application before sending, uploads the proof, and sends what the coach typed', async () => {
    signInAs({ role: 'mentor' });
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/verification/proofs' && init.method === 'POST') return jsonResponse({ success: true, data: proof }, 201);
      if (url === '/api/verification' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, data: { ...application, status: 'pending', decidedAt: null, reason: null } }, 201);
      }
      if (url === '/api/verification') return jsonResponse({ success: true, data: notApplied });
      return jsonResponse({ success: true, data: [] });
    });
    renderApp('/dashboard/verification');
    fireEvent.click(await screen.findByRole('button', { name: 'Send for verification' }, { timeout: 5000 }));
    // The server's own messages, before anything is sent.
    expect(await screen.findByText('Choose your service')).toBeInTheDocument();
    expect(screen.getByText('Add at least one proof document')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Service/), { target: { value: 'Army' } });
    fireEvent.change(screen.getByLabelText(/^Arm or branch/), { target: { value: 'Infantry' } });
    fireEvent.change(screen.getByLabelText(/^Rank at retirement/), { target: { value: 'Colonel' } });
    fireEvent.change(screen.getByLabelText(/^Years of service/), { target: { value: '26' } });
    fireEvent.change(screen.getByLabelText(/^SSB board experience/), { target: { value: 'GTO at 19 SSB Prayagraj for three years.' } });
    fireEvent.change(screen.getByLabelText(/^LinkedIn or other public profile/), { target: { value: 'https://www.linkedin.com/in/colonel' } });
    const file = new File(['%PDF-1.4 ... %%EOF'], 'discharge.pdf', { type: 'application/pdf' });
    fireEvent.change(document.getElementById('proof')!, { target: { files: [file] } });
    expect(await screen.findByText('discharge.pdf')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      kind: 'armed_forces',
      service: 'Army',
      branch: 'Infantry',
      rank: 'Colonel',
      yearsOfService: 26,
      boardExperience: 'GTO at 19 SSB Prayagraj for three years.',
      publicLink: 'https://www.linkedin.com/in/colonel',
      proofIds: [proof.id],
    });
  });

  it('shows a rejection with its reason above the form', async () => {
    signInAs({ role: 'mentor' });
    const mine: MyVerification = { ...notApplied, latest: { ...application, status: 'rejected', reason: 'The page with your rank is missing.' } };
    mockFetch((url) => (url === '/api/verification' ? jsonResponse({ success: true, data: mine }) : jsonResponse({ success: true, data: [] })));
    renderApp('/dashboard/verification');
    expect(await screen.findByText('Your last application was not approved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The page with your rank is missing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeInTheDocument();
  });

  it('shows a waiting application without the form', async () => {
    signInAs({ role: 'mentor' });
    const mine: MyVerification = { ...notApplied, latest: { ...application, status: 'pending', decidedAt: null, reason: null } };
    mockFetch((url) => (url === '/api/verification' ? jsonResponse({ success: true, data: mine }) : jsonResponse({ success: true, data: [] })));
    renderApp('/dashboard/verification');
    expect(await screen.findByText('Our team is checking your application', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/discharge\.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });
});
