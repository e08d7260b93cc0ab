import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, expect } from 'vitest';
import { takeBreaches } from './hold-to-document';

// Every answer of the integration tests holds to the API document (hold-to-document.ts): a test
// during which the server answered outside it fails, and so does a file whose set-up or tear-down did.
// API_DOC_BREACHES=<file> lists them in the file instead of failing (to survey the whole suite at once).
const survey = process.env.API_DOC_BREACHES;
const noBreaches = () => {
  const breaches = takeBreaches();
  if (survey) {
    const { testPath, currentTestName } = expect.getState();
    if (breaches.length) appendFileSync(survey, breaches.map((b) => `${b} [${testPath?.split('/test/')[1]} > ${currentTestName}]\n`).join(''));
    return;
  }
  expect(breaches, 'answers outside the API document (docs/decisions/035-api-document.md)').toEqual([]);
};
afterEach(noBreaches);
afterAll(noBreaches);
