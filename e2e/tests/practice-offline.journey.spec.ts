import { createMentee, expect, signIn, snap, test } from '../fixtures';

// Answers that survive the network (docs/product/practice.md): a WAT word typed while the connection
// is down is kept on the device, the banner says so, and once the connection is back the answer is
// sent with when it was typed and kept, though its 15 s are long over.

const OFFLINE = 'You are offline. Your answers are kept on this device and will be sent when the connection is back; the clock keeps running.';

test('the connection drops mid-WAT: the banner, the answer kept on the device, synced and kept when it is back', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, await createMentee({ firstName: 'Rohit', lastName: 'Negi' }), '/practice/tests/wat');
  await page.getByRole('button', { name: "I'm ready" }).click();
  const box = page.getByPlaceholder('Your sentence');
  await expect(box).toBeVisible();
  await box.fill('Courage');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // The connection drops; the sentence is finished offline, within the word's 15 s.
  await context.setOffline(true);
  await box.fill('Courage grows when I act despite my fear.');
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Kept on this device: it will be sent when the connection is back')).toBeVisible();
  await snap(page, 'practice-offline-banner');

  // The word's time runs out while offline: the screen waits, the clock runs on.
  await expect(page.getByText('Waiting for the connection: the clock keeps running')).toBeVisible({ timeout: 20_000 });
  await snap(page, 'practice-offline-waiting');

  // Back online: the kept answer is sent and the test goes on where the clock has reached.
  await context.setOffline(false);
  await expect(page.getByText('Connection back: all answers saved')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByPlaceholder('Your sentence')).toBeVisible();
  await snap(page, 'practice-offline-back');
  await page.getByRole('button', { name: 'End the test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the test' }).click();
  await expect(page.getByRole('heading', { name: 'WAT results' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Courage grows when I act despite my fear.')).toBeVisible();
  await snap(page, 'practice-offline-results');
});
