import { describe, expect, it } from 'vitest';
import { chunkFailure } from './chunkError';

describe('chunkFailure: what a failed page means to the visitor', () => {
  const browsers = [
    new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/CoachesPage-abc.js'),
    new TypeError('error loading dynamically imported module: http://127.0.0.1/assets/CoachesPage-abc.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/CoachesPage-abc.css'),
  ];

  it.each(browsers)('offline for a page whose code did not arrive without a connection: %s', (error) => {
    expect(chunkFailure(error, false)).toBe('offline');
  });

  it.each(browsers)('a new version when online (the old file is gone): %s', (error) => {
    expect(chunkFailure(error, true)).toBe('updated');
  });

  it('nothing for other failures', () => {
    expect(chunkFailure(new Error('Service unavailable'), false)).toBeNull();
    expect(chunkFailure(new TypeError('Failed to fetch'), true)).toBeNull();
    expect(chunkFailure('Failed to fetch dynamically imported module', true)).toBeNull();
  });
});
