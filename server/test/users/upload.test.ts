import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/context';
import { createMentee, signedInAgent, type UserRow } from '../support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** POST /api/users/upload as the browser sends it (cookie + CSRF header). */
const upload = (agent: Agent, field: string, filename: string, contentType: string, content: Buffer) =>
  agent.upload('/api/users/upload', { field, filename, contentType, content });

const mediaDir = (user: UserRow) => path.join(ctx.dataDir, 'media', 'profiles', user.id);

async function signedIn() {
  const user = await createMentee(ctx.db);
  const agent = await signedInAgent(ctx, user);
  return { user, agent };
}

describe('POST /api/users/upload', () => {
  it('re-encodes a large PNG to a JPEG of at most 1024 px, stores it and saves a versioned link', async () => {
    const { user, agent } = await signedIn();
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await upload(agent, 'avatar', 'me.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data;
    expect(url).toBe(`/media/profiles/${user.id}/avatar.jpg?v=${ctx.clock.now().getTime()}`);

    const stored = readFileSync(path.join(mediaDir(user), 'avatar.jpg'));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.width! / meta.height!).toBeCloseTo(1.5, 2);
    expect(meta.exif).toBeUndefined();

    expect((await agent.get('/api/users/profile')).json().data.profileImageUrl).toBe(url);
    const served = await ctx.app.inject({ method: 'GET', url: url.split('?')[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/jpeg/);
  });

  it('never enlarges a small photo, drops its metadata, and honours its orientation', async () => {
    const { user, agent } = await signedIn();
    // 200x100 stored, EXIF orientation 6 (rotate 90°): shown as 100x200
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const res = await upload(agent, 'avatar', 'avatar.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(path.join(mediaDir(user), 'avatar.jpg'));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-gps-owner'))).toBe(false);
  });

  it('refuses a text file named .jpg with 400, storing nothing', async () => {
    const { user, agent } = await signedIn();
    const res = await upload(agent, 'avatar', 'avatar.jpg', 'image/jpeg', Buffer.from('this is not an image at all\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Please choose an image file (JPG or PNG)' });
    expect(existsSync(mediaDir(user))).toBe(false);
    expect((await agent.get('/api/users/profile')).json().data.profileImageUrl).toBeNull();
  });

  it('refuses an SVG (a script could hide in it)', async () => {
    const { user, agent } = await signedIn();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const res = await upload(agent, 'avatar', 'avatar.svg', 'image/svg+xml', svg);
    expect(res.statusCode).toBe(400);
    expect(existsSync(mediaDir(user))).toBe(false);
  });

  it('refuses a 6 MB file with 413, storing nothing', async () => {
    const { user, agent } = await signedIn();
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const res = await upload(agent, 'avatar', 'big.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'The file is too large' });
    expect(existsSync(mediaDir(user))).toBe(false);
  });

  it('replaces the previous photo and removes every other file in the folder', async () => {
    const { user, agent } = await signedIn();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } }).png().toBuffer();
    await upload(agent, 'avatar', 'a.png', 'image/png', png);
    await ctx.app.deps.storage.put(`profiles/${user.id}/old-avatar.png`, png, 'image/png');
    ctx.clock.advance(5000);
    const res = await upload(agent, 'avatar', 'b.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    expect(readdirSync(mediaDir(user))).toEqual(['avatar.jpg']);
    expect(res.json().data.url).toMatch(new RegExp(`\\?v=${ctx.clock.now().getTime()}$`));
  });

  it('needs the field to be called avatar', async () => {
    const { agent } = await signedIn();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const res = await upload(agent, 'photo', 'a.png', 'image/png', png);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ avatar: 'Please choose a photo to upload' });
  });

  it('needs a sign-in', async () => {
    const res = await upload(ctx.agent(), 'avatar', 'a.png', 'image/png', Buffer.from('x'));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'garbage'],
    ['a body without the boundary', 'multipart/form-data; boundary=xyz', 'garbage'],
    ['a file part cut off before its end', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc'],
  ])('refuses a form it cannot read (%s) with 400 and a human message, storing nothing', async (_name, contentType, payload) => {
    const { user, agent } = await signedIn();
    const csrf = await agent.ensureCsrf();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      payload,
      headers: { 'content-type': contentType, cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': csrf },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The upload could not be read. Please choose the file again.' });
    expect(existsSync(mediaDir(user))).toBe(false);
  });
});
