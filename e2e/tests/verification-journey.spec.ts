import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAdmin, createCoach, createMentee, expect, localInput, payInTestGateway, signIn, snap, sql, test, toast } from '../fixtures';

/**
 * Issue 18 "Trust": a new coach is not listed until verified. The coach applies with a proof, an
 * admin opens the proof and approves, and the coach shows in search and gets a paid booking.
 * Runs at phone and desktop widths (a journey).
 */
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function searchFor(page: Page, lastName: string) {
  await page.goto(`/coaches?q=${lastName}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a coach applies, an admin approves, and the coach is found and booked', async ({ page, browser }, testInfo) => {
  // Three people, two browsers, a proof tab and a payment: about a minute on a busy 2-core machine.
  test.slow();
  const lastName = `Rathore${suffix()}`;
  const coach = await createCoach({ firstName: 'Vikrant', lastName, isVerified: false, hourlyRate: 1800 });
  await page.goto('/');
  const start = await page.evaluate((v) => new Date(v).toISOString(), await localInput(page, 2, 10));
  await sql(`insert into availability_windows (coach_id, starts_at, ends_at) values ($1, $2::timestamptz, $2::timestamptz + interval '2 hours')`, [coach.id, start]);

  // Not listed, not bookable yet.
  await searchFor(page, lastName);
  await expect(page.getByRole('article')).toHaveCount(0);

  // The coach sees why, and applies.
  await signIn(page, coach, '/dashboard');
  // Before applying, the dashboard asks for the application (it is not "under review" yet).
  const banner = page.getByRole('status').filter({ hasText: 'Students cannot find or book you' });
  await expect(banner.getByText('Apply for verification', { exact: true }).first()).toBeVisible();
  await expect(banner.getByText('Your profile is under review')).toHaveCount(0);
  await expect(banner.getByText('Apply for verification with your service record and a proof document')).toBeVisible();
  await snap(page, 'verify-01-under-review');
  await banner.getByRole('link', { name: 'Apply for verification' }).click();
  await expect(page).toHaveURL(/\/dashboard\/verification$/);
  await page.getByLabel(/^Service/).selectOption('Army');
  await page.getByLabel(/^Arm or branch/).fill('Infantry (Rajputana Rifles)');
  await page.getByLabel(/^Rank at retirement/).fill('Lieutenant Colonel');
  await page.getByLabel(/^Years of service/).fill('21');
  await page.getByLabel(/^SSB board experience/).fill('GTO at 22 SSB Bhopal for three years, about 1,800 candidates.');
  await page.getByLabel(/^LinkedIn or other public profile/).fill('https://www.linkedin.com/in/vikrant-rathore');
  const dir = testInfo.outputPath('files');
  mkdirSync(dir, { recursive: true });
  const pdf = path.join(dir, 'discharge-book.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page.locator('input#proof').setInputFiles(pdf);
  await expect(page.getByRole('list', { name: 'Uploaded proofs' }).getByText('discharge-book.pdf')).toBeVisible();
  await snap(page, 'verify-02-application');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByText('Our team is checking your application')).toBeVisible();
  await snap(page, 'verify-03-pending');

  // An admin sees it waiting, opens the proof through its short-lived link, and approves.
  const adminContext = await browser.newContext({ viewport: page.viewportSize(), isMobile: testInfo.project.name.includes('phone'), hasTouch: testInfo.project.name.includes('phone') });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, await createAdmin(), '/dashboard');
    await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const waiting = admin.getByRole('link', { name: /Coaches waiting/ });
    await expect(waiting).toBeVisible();
    await snap(admin, 'verify-04-admin-dashboard');
    await waiting.click();
    await expect(admin).toHaveURL(/\/admin\/verification$/);
    const card = admin.getByRole('article', { name: `Application of Vikrant ${lastName}` });
    await expect(card.getByText('Lieutenant Colonel')).toBeVisible();
    const [proofTab] = await Promise.all([admin.context().waitForEvent('page'), card.getByRole('button', { name: 'View discharge-book.pdf' }).click()]);
    await expect.poll(() => proofTab.url()).toMatch(/\/api\/admin\/verification\/proofs\/[0-9a-f-]{36}\/file\?token=/);
    const proof = await admin.request.get(proofTab.url());
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toBe('application/pdf');
    await proofTab.close();
    await card.scrollIntoViewIfNeeded();
    await snap(admin, 'verify-05-queue');
    await card.getByRole('button', { name: `Approve Vikrant ${lastName}` }).click();
    await expect(toast(admin, `Vikrant ${lastName} is verified`)).toBeVisible();
    // Decided: it leaves the queue of those waiting.
    await expect(card).toHaveCount(0);
    await admin.goto('/admin/audit');
    await expect(admin.getByRole('table', { name: 'Audit log' }).getByText('Approved a verification').first()).toBeVisible();
    await snap(admin, 'verify-06-audit-log');
  } finally {
    await adminContext.close();
  }

  // Listed now: a mentee finds the coach and books a paid session.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, await createMentee(), '/dashboard');
  await searchFor(page, lastName);
  const found = page.getByRole('article').filter({ hasText: `Vikrant ${lastName}` });
  await expect(found).toBeVisible();
  await found.getByRole('link', { name: /View profile/ }).click();
  await expect(page.getByText(/^Service record verified, \w+ \d{4}$/)).toBeVisible();
  await snap(page, 'verify-07-profile-verified');
  await page.getByRole('button', { name: /, 10:00 am, available$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await dialog.getByRole('button', { name: /60 min.*₹1,800/ }).click();
  await dialog.getByRole('button', { name: 'Pay ₹1,800' }).click();
  await payInTestGateway(page);
  await expect(page.getByText('Payment received. Your session is booked.')).toBeVisible();
  await snap(page, 'verify-08-booked');
});
