import type { AuthoredItemInput, EditablePracticeSet } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../src/db/schema';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createCoach, createMentee, signedInAgent } from '../support/factories';

let ctx: TestContext;
let coach: Agent;
let otherCoach: Agent;
let unverifiedCoach: Agent;
let mentee: Agent;
let admin: Agent;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  coach = await signedInAgent(ctx, await createCoach(ctx.db, { firstName: 'Meera', lastName: 'Iyer' }));
  otherCoach = await signedInAgent(ctx, await createCoach(ctx.db));
  unverifiedCoach = await signedInAgent(ctx, await createCoach(ctx.db, { isVerified: false }));
  mentee = await signedInAgent(ctx, await createMentee(ctx.db));
  const adminUser = await createAdmin(ctx.db);
  adminId = adminUser.id;
  admin = await signedInAgent(ctx, adminUser);
});
afterAll(() => ctx.close());

const question = (prompt: string, over: Partial<AuthoredItemInput> = {}) => ({ prompt, options: ['Yes', 'No'], rightChoice: 0, explanation: 'Because.', ...over });
const create = async (agent: Agent, body: object) => agent.post('/api/practice/sets', body as never);
const setOf = (res: { json: () => unknown }) => (res.json() as { data: EditablePracticeSet }).data;

describe('writing a practice set', () => {
  it('a coach starts a draft, saves it whole, sees what stops publishing, and publishes it', async () => {
    const created = await create(coach, { kind: 'oir', title: 'OIR warm-up', items: [question('2 + 2 = 4?'), question('', { rightChoice: null, explanation: '' })] });
    expect(created.statusCode).toBe(201);
    const draft = setOf(created);
    expect(draft).toMatchObject({ status: 'draft', itemCount: 2, author: { name: 'Meera Iyer' } });
    expect(draft.problems).toEqual(['Item 2: write its question', 'Item 2: mark the right option', 'Item 2: say why the right option is right']);
    // Not listed while a draft; not publishable while incomplete.
    expect(((await ctx.agent().get('/api/practice/sets')).json() as { data: { id: string }[] }).data.map((s) => s.id)).not.toContain(draft.id);
    const refused = await coach.post(`/api/practice/sets/${draft.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'This set is not ready to publish: Item 2: write its question' });

    const saved = await coach.put(`/api/practice/sets/${draft.id}`, { title: 'OIR warm-up', description: 'Two quick ones', timing: { clock: 'shared', totalSeconds: 120 }, items: [question('2 + 2 = 4?'), question('Is 9 prime?', { rightChoice: 1, explanation: '9 = 3 × 3.' })] });
    expect(saved.statusCode).toBe(200);
    expect(setOf(saved)).toMatchObject({ problems: [], timing: { clock: 'shared', totalSeconds: 120 }, description: 'Two quick ones' });
    const published = await coach.post(`/api/practice/sets/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(setOf(published).status).toBe('published');
    const listed = (await ctx.agent().get('/api/practice/sets', { query: { kind: 'oir' } })).json() as { data: { id: string; timing: object }[] };
    expect(listed.data.find((s) => s.id === draft.id)).toMatchObject({ timing: { clock: 'shared', totalSeconds: 120 } });

    // Published: it never changes; attempts point at its items.
    const edit = await coach.put(`/api/practice/sets/${draft.id}`, { title: 'Changed', items: [] });
    expect(edit.statusCode).toBe(409);
    expect(((await coach.get('/api/practice/my-sets')).json() as { data: { id: string }[] }).data.map((s) => s.id)).toContain(draft.id);
  });

  it('checks what is typed, with the message on its field, and keeps the timing to the board’s phases', async () => {
    const short = await create(coach, { kind: 'wat', title: 'W' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { title: 'The title has at least 3 characters' } });
    const phases = await create(coach, { kind: 'wat', title: 'Fast words', timing: { clock: 'fixed', phases: [{ name: 'view', seconds: 5 }] } });
    expect(phases.statusCode).toBe(400);
    expect(phases.json()).toMatchObject({ fields: { timing: 'Keep the test’s phases, in their order; change only their lengths' } });
    const clock = await create(coach, { kind: 'srt', title: 'Quick SRT', timing: { clock: 'fixed', phases: [{ name: 'write', seconds: 30 }] } });
    expect(clock.json()).toMatchObject({ fields: { timing: 'SRT runs on a shared clock' } });
    const unknown = await create(coach, { kind: 'gto', title: 'Group tasks' });
    expect(unknown.json()).toMatchObject({ fields: { kind: 'Choose the test: WAT, SRT, TAT, PPDT, SD or OIR' } });
    const quick = await create(coach, { kind: 'wat', title: 'Quick words', timing: { clock: 'fixed', phases: [{ name: 'write', seconds: 10 }] }, items: [{ prompt: 'Duty' }] });
    expect(setOf(quick)).toMatchObject({ timing: { phases: [{ name: 'write', seconds: 10 }] }, problems: [] });
  });

  it('only verified coaches publish; mentees write nothing; nobody else reads or changes a draft', async () => {
    const draft = setOf(await create(unverifiedCoach, { kind: 'wat', title: 'Words', items: [{ prompt: 'Duty' }] }));
    const refused = await unverifiedCoach.post(`/api/practice/sets/${draft.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Only verified coaches publish practice sets: apply for verification from your dashboard first' });
    expect((await create(mentee, { kind: 'wat', title: 'Words' })).statusCode).toBe(403);
    expect((await otherCoach.get(`/api/practice/my-sets/${draft.id}`)).statusCode).toBe(404);
    expect((await otherCoach.put(`/api/practice/sets/${draft.id}`, { title: 'Mine now', items: [] })).statusCode).toBe(404);
    expect((await otherCoach.post(`/api/practice/sets/${draft.id}/archive`)).statusCode).toBe(404);
    expect((await admin.get(`/api/practice/my-sets/${draft.id}`)).statusCode).toBe(200);
    expect((await admin.put(`/api/practice/sets/${draft.id}`, { title: 'Admin edit', items: [] })).statusCode).toBe(404);
  });

  it('archiving takes a set out of the list but keeps its attempts; an admin archiving a coach’s set is in the audit log', async () => {
    const set = setOf(await create(coach, { kind: 'wat', title: 'Archived words', items: [{ prompt: 'Duty' }, { prompt: 'Team' }] }));
    await coach.post(`/api/practice/sets/${set.id}/publish`);
    const attempt = (await mentee.post('/api/practice/attempts', { setId: set.id })).json() as { data: { id: string } };
    expect((await coach.post(`/api/practice/sets/${set.id}/archive`)).statusCode).toBe(200);
    expect(((await ctx.agent().get('/api/practice/sets')).json() as { data: { id: string }[] }).data.map((s) => s.id)).not.toContain(set.id);
    expect((await mentee.get(`/api/practice/attempts/${attempt.data.id}`)).statusCode).toBe(200);
    expect((await mentee.post('/api/practice/attempts', { setId: set.id })).statusCode).toBe(404);
    expect((await coach.post(`/api/practice/sets/${set.id}/archive`)).statusCode).toBe(409);

    const another = setOf(await create(coach, { kind: 'wat', title: 'More words', items: [{ prompt: 'Lead' }] }));
    await coach.post(`/api/practice/sets/${another.id}/publish`);
    expect((await admin.post(`/api/practice/sets/${another.id}/archive`)).statusCode).toBe(200);
    const logged = await ctx.db.select().from(adminActions).where(eq(adminActions.targetId, another.id));
    expect(logged).toEqual([expect.objectContaining({ adminId, action: 'practice_set.archive', targetType: 'practice_set', before: { status: 'published' }, after: { status: 'archived' } })]);
  });
});

describe('TAT and PPDT pictures', () => {
  const png = async (width = 800, height = 600) => (await import('sharp')).default({ create: { width, height, channels: 3, background: '#8899aa' } }).png().toBuffer();
  const upload = (agent: Agent, setId: string, content: Buffer, field = 'picture') => agent.upload(`/api/practice/sets/${setId}/pictures`, { field, filename: 'scene.png', contentType: 'image/png', content });

  it('a picture is uploaded to a draft, re-encoded, and a set of them published: the TAT gets its blank slide after them', async () => {
    const draft = setOf(await create(coach, { kind: 'tat', title: 'TAT: village scenes' }));
    expect(draft.problems).toEqual(['Add at least one item']);
    const first = await upload(coach, draft.id, await png());
    expect(first.statusCode).toBe(201);
    const picture = (first.json() as { data: { image: string; imageUrl: string } }).data;
    expect(picture.image).toMatch(new RegExp(`^practice/${draft.id}/[0-9a-f-]{36}\\.jpg$`));
    const second = (((await upload(coach, draft.id, await png(640, 480))).json()) as { data: { image: string } }).data;
    const saved = setOf(await coach.put(`/api/practice/sets/${draft.id}`, { title: 'TAT: village scenes', items: [{ image: second.image }, { image: picture.image }] }));
    expect(saved.items.map((i) => i.image)).toEqual([second.image, picture.image]);
    expect(saved).toMatchObject({ problems: [], itemCount: 3 });
    expect((await coach.post(`/api/practice/sets/${draft.id}/publish`)).statusCode).toBe(200);

    const attempt = (await mentee.post('/api/practice/attempts', { setId: draft.id })).json() as { data: { itemCount: number; current: { phase: string; content: { imageUrl: string | null } } } };
    expect(attempt.data.itemCount).toBe(3);
    // Shown through the attempt's own address (docs/product/practice.md "Pictures"): the picture uploaded first in the set's order.
    expect(attempt.data.current).toMatchObject({ phase: 'view' });
    const shown = await mentee.get(attempt.data.current.content.imageUrl!);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload).toEqual(await ctx.app.deps.storage.read(second.image));
  });

  it('refuses what is not a picture, a picture for a text test, and a picture of another set', async () => {
    const tat = setOf(await create(coach, { kind: 'tat', title: 'TAT two' }));
    const notImage = await upload(coach, tat.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ fields: { picture: 'That file is not a picture we can read: upload a JPEG, PNG or WebP image' } });
    expect((await upload(coach, tat.id, await png(), 'photo')).statusCode).toBe(400);
    const wat = setOf(await create(coach, { kind: 'wat', title: 'Words again' }));
    expect((await upload(coach, wat.id, await png())).json()).toMatchObject({ error: 'Only TAT and PPDT sets have pictures' });
    expect((await upload(otherCoach, tat.id, await png())).statusCode).toBe(404);
    const other = setOf(await create(coach, { kind: 'ppdt', title: 'PPDT one' }));
    const theirs = ((await upload(coach, other.id, await png())).json() as { data: { image: string } }).data.image;
    const foreign = await coach.put(`/api/practice/sets/${tat.id}`, { title: 'TAT two', items: [{ image: theirs }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'A picture must be one uploaded to this set' });
  });
});
