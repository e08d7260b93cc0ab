import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { COACH_LIST_LIMIT_MAX, COACH_SEARCH_PAGE_SIZE_MAX } from '@ssb/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, mailOutbox, verificationProofs } from '../../src/db/schema';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent, type UserRow } from '../support/factories';
import { addWindow, at, bookingBody, NOW } from '../sessions/support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfProof = { field: 'proof', filename: 'discharge-book.pdf', contentType: 'application/pdf', content: PDF };

const officerApplication = (proofIds: string[]) => ({
  kind: 'armed_forces',
  service: 'Army',
  branch: 'Infantry (Kumaon Regiment)',
  rank: 'Colonel',
  yearsOfService: 26,
  boardExperience: 'GTO at 19 SSB Prayagraj for three years, about 2,000 candidates assessed.',
  publicLink: 'https://www.linkedin.com/in/example-officer',
  proofIds,
});

/** A new, unverified coach with a complete profile and hours, signed in. */
async function newCoach(fields: Partial<UserRow> = {}) {
  const coach = await createCoach(ctx.db, { isVerified: false, lastName: `Unlisted${Math.random().toString(36).slice(2, 8)}`, ...fields });
  await addWindow(ctx.db, coach.id, at(26), at(34));
  return { coach, agent: await signedInAgent(ctx, coach) };
}

async function uploadPdf(agent: Agent): Promise<string> {
  const res = await agent.upload('/api/verification/proofs', pdfProof);
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function applyWithPdf(agent: Agent) {
  const res = await agent.post('/api/verification', officerApplication([await uploadPdf(agent)]));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; proofs: { id: string }[] };
}

const ids = (res: { json: () => { data: { id: string }[] } }) => res.json().data.map((c) => c.id);

/** Every public place a coach can be listed, as an anonymous visitor sees it. */
async function listedIn(coach: UserRow): Promise<string[]> {
  const visitor = ctx.agent();
  const places: [string, string][] = [
    ['list', '/api/coaches?pageSize=100'],
    ['verified', '/api/coaches/verified?pageSize=100'],
    ['search', `/api/coaches/search?pageSize=${COACH_SEARCH_PAGE_SIZE_MAX}`],
    ['search by name', `/api/coaches/search?query=${coach.lastName}`],
    ['top-rated', `/api/coaches/top-rated?limit=${COACH_LIST_LIMIT_MAX}`],
    ['featured', `/api/coaches/featured?limit=${COACH_LIST_LIMIT_MAX}`],
  ];
  const found: string[] = [];
  for (const [name, url] of places) {
    const res = await visitor.get(url);
    expect(res.statusCode, url).toBe(200);
    if (ids(res).includes(coach.id)) found.push(name);
  }
  const counts = (await visitor.get(`/api/coaches/specializations?query=${coach.lastName}`)).json().data as { count: number }[];
  if (counts.some((c) => c.count > 0)) found.push('specialization counts');
  return found;
}

describe('who is listed', () => {
  it('keeps an unverified coach off every public list and refuses their bookings; approval lists them', async () => {
    const { coach, agent } = await newCoach();
    expect(await listedIn(coach)).toEqual([]);
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    const refused = await mentee.post('/api/sessions', bookingBody(coach.id, at(28)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This coach is not verified yet and cannot be booked');

    const application = await applyWithPdf(agent);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await admin.post(`/api/admin/verification/${application.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);

    expect(await listedIn(coach)).toEqual(['list', 'verified', 'search', 'search by name', 'top-rated', 'featured', 'specialization counts']);
    expect((await mentee.post('/api/sessions', bookingBody(coach.id, at(28)))).statusCode).toBe(201);
    const profile = (await ctx.agent().get(`/api/coaches/${coach.id}`)).json().data;
    expect(profile.isVerified).toBe(true);
    expect(profile.verification).toEqual({ what: 'Service record verified', verifiedAt: NOW.toISOString() });
  });

  it('tells an unverified coach what keeps them off the lists', async () => {
    const coach = await createCoach(ctx.db, { isVerified: false, title: null, hourlyRate: null });
    const agent = await signedInAgent(ctx, coach);
    const before = (await agent.get('/api/verification')).json().data;
    expect(before).toMatchObject({ isVerified: false, verifiedAt: null, latest: null });
    expect(before.missing).toEqual([
      'Add a title to your profile (for example "Col. (Retd), Former GTO")',
      'Set an hourly rate or a priced session type',
      'Set your weekly hours',
      'Apply for verification with your service record and a proof document',
    ]);
    await addWindow(ctx.db, coach.id, at(26), at(30));
    await applyWithPdf(agent);
    const after = (await agent.get('/api/verification')).json().data;
    expect(after.latest).toMatchObject({ status: 'pending', kind: 'armed_forces', rank: 'Colonel', proofs: [{ fileName: 'discharge-book.pdf', contentType: 'application/pdf' }] });
    expect(after.missing).toContain('Our team is checking your verification application');
  });
});

describe('applying', () => {
  it('accepts PDFs and images (re-encoded without metadata), refuses anything else and files over 10 MB', async () => {
    const { agent } = await newCoach();
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6d3b' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .png()
      .toBuffer();
    const image = await agent.upload('/api/verification/proofs', { field: 'proof', filename: 'id card.png', contentType: 'image/png', content: photo });
    expect(image.statusCode).toBe(201);
    expect(image.json().data).toMatchObject({ fileName: 'id card.jpg', contentType: 'image/jpeg' });
    const [stored] = await ctx.db.select().from(verificationProofs).where(eq(verificationProofs.id, image.json().data.id));
    const meta = await sharp(stored!.content).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'jpeg', width: 2400, exif: undefined });

    const script = await agent.upload('/api/verification/proofs', { field: 'proof', filename: 'proof.pdf', contentType: 'application/pdf', content: Buffer.from('<script>alert(1)</script>') });
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toBe('A proof must be a PDF or an image (JPEG, PNG, WebP or HEIC)');
    const cut = await agent.upload('/api/verification/proofs', { ...pdfProof, content: PDF.subarray(0, 20) });
    expect(cut.statusCode).toBe(400);

    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const tooLarge = await agent.upload('/api/verification/proofs', { ...pdfProof, content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('A proof can be 10 MB at most');
  });

  it('checks the application on the server, allows one waiting at a time, and refuses proofs that are not the coach’s own', async () => {
    const { agent } = await newCoach();
    const { agent: other } = await newCoach();
    const othersProof = await uploadPdf(other);

    const incomplete = await agent.post('/api/verification', { kind: 'armed_forces', boardExperience: 'short', publicLink: 'linkedin', proofIds: [] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toMatchObject({
      boardExperience: 'Tell us a little more (at least 20 characters)',
      publicLink: 'Enter a full link, starting with https://',
      proofIds: 'Add at least one proof document',
    });
    const stolen = await agent.post('/api/verification', officerApplication([othersProof]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('A proof was not found. Upload it again.');

    await applyWithPdf(agent);
    const again = await agent.post('/api/verification', officerApplication([await uploadPdf(agent)]));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Your application is already with our team');
  });

  it('lets a rejected coach apply again, and the rejection reaches them with its reason', async () => {
    const { coach, agent } = await newCoach();
    const first = await applyWithPdf(agent);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const noReason = await admin.post(`/api/admin/verification/${first.id}/decision`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const reason = 'The discharge book page with your rank is missing.';
    const rejected = await admin.post(`/api/admin/verification/${first.id}/decision`, { decision: 'reject', reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason });
    expect((await admin.post(`/api/admin/verification/${first.id}/decision`, { decision: 'approve' })).statusCode).toBe(409);

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `verification:${coach.id}:rejected`));
    expect((mail!.mail as { text: string }).text).toContain(reason);
    const bell = (await agent.get('/api/notifications')).json().data;
    expect(bell.items[0]).toMatchObject({ kind: 'verification', title: 'Your verification was not approved', body: reason });
    expect((await agent.get('/api/verification')).json().data.latest).toMatchObject({ status: 'rejected', reason });

    expect((await agent.post('/api/verification', officerApplication([await uploadPdf(agent)]))).statusCode).toBe(201);
  });
});

describe('proof documents', () => {
  it('are never stored under a public address and open only through a fresh link made for the admin who asked', async () => {
    const { agent } = await newCoach();
    const application = await applyWithPdf(agent);
    const proofId = application.proofs[0]!.id;
    const mediaFiles = readdirSync(path.join(ctx.dataDir), { recursive: true }).map(String);
    expect(mediaFiles.filter((f) => f.includes(proofId) || f.endsWith('.pdf'))).toEqual([]);

    const adminUser = await createAdmin(ctx.db);
    const admin = await signedInAgent(ctx, adminUser);
    const linkUrl = `/api/admin/verification/proofs/${proofId}/link`;
    expect((await ctx.agent().post(linkUrl)).statusCode).toBe(401);
    expect((await agent.post(linkUrl)).statusCode).toBe(403);
    const link = (await admin.post(linkUrl)).json().data as { url: string; expiresAt: string };
    expect(link.expiresAt).toBe(new Date(NOW.getTime() + 5 * 60_000).toISOString());

    const file = await admin.get(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // The link alone opens nothing: not signed out, not for the coach, not for another admin.
    expect((await ctx.agent().get(link.url)).statusCode).toBe(401);
    expect((await agent.get(link.url)).statusCode).toBe(403);
    const otherAdmin = await signedInAgent(ctx, await createAdmin(ctx.db));
    expect((await otherAdmin.get(link.url)).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/verification/proofs/${proofId}/file`)).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/verification/proofs/${proofId}/file?token=forged.token.value`)).statusCode).toBe(403);

    ctx.clock.set(new Date(NOW.getTime() + 5 * 60_000 + 1000));
    const expired = await admin.get(link.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('This link has expired. Open the proof again from the verification queue.');
  });
});

describe('the admin console', () => {
  it('is for admins only, every route of it', async () => {
    const { agent: coach } = await newCoach();
    const mentee = await signedInAgent(ctx, await createMentee(ctx.db));
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/verification'],
      ['POST', `/api/admin/verification/${someId}/decision`],
      ['POST', `/api/admin/verification/proofs/${someId}/link`],
      ['GET', `/api/admin/verification/proofs/${someId}/file`],
    ];
    for (const [method, url] of calls) {
      expect((await ctx.agent().request(method as 'GET', url, method === 'POST' ? { decision: 'approve' } : undefined)).statusCode, url).toBe(401);
      for (const caller of [coach, mentee]) expect((await caller.request(method as 'GET', url, method === 'POST' ? { decision: 'approve' } : undefined)).statusCode, url).toBe(403);
    }
  });

  it('queues applications first come, first served, and audits each decision and each verified mark, append-only', async () => {
    const adminUser = await createAdmin(ctx.db, { firstName: 'Anita', lastName: 'Admin' });
    const admin = await signedInAgent(ctx, adminUser);
    const first = await newCoach();
    const firstApplication = await applyWithPdf(first.agent);
    ctx.clock.set(new Date(NOW.getTime() + 60_000));
    const second = await newCoach();
    await applyWithPdf(second.agent);

    const queue = (await admin.get('/api/admin/verification?pageSize=100')).json();
    const mine = queue.data.filter((a: { coach: { id: string } }) => [first.coach.id, second.coach.id].includes(a.coach.id));
    expect(mine.map((a: { coach: { id: string } }) => a.coach.id)).toEqual([first.coach.id, second.coach.id]);
    expect(mine[0]).toMatchObject({ status: 'pending', coach: { email: first.coach.email }, proofs: [{ contentType: 'application/pdf' }] });
    const overview = (await admin.get('/api/admin/overview')).json().data;
    expect(overview.coachesWaiting).toBeGreaterThanOrEqual(2);

    await admin.post(`/api/admin/verification/${firstApplication.id}/decision`, { decision: 'approve' });
    await admin.patch(`/api/coaches/${second.coach.id}/verification`, { isVerified: true });

    const log = (await admin.get('/api/admin/audit?pageSize=100')).json().data as { action: string; targetId: string; admin: { name: string }; before: unknown; after: unknown }[];
    expect(log.find((e) => e.targetId === first.coach.id)).toMatchObject({
      action: 'verification.approve',
      admin: { name: 'Anita Admin' },
      before: { application: firstApplication.id, status: 'pending' },
      after: { application: firstApplication.id, status: 'approved', isVerified: true, verifiedAs: 'armed_forces' },
    });
    expect(log.find((e) => e.targetId === second.coach.id)).toMatchObject({ action: 'coach.verify', before: { isVerified: false }, after: { isVerified: true } });

    const appendOnly = { cause: expect.objectContaining({ message: 'admin_actions is append-only' }) };
    await expect(ctx.db.update(adminActions).set({ reason: 'rewritten' }).where(eq(adminActions.adminId, adminUser.id))).rejects.toMatchObject(appendOnly);
    await expect(ctx.db.execute(sql`delete from admin_actions`)).rejects.toMatchObject(appendOnly);
  });
});
