import { UnsavedChangesPrompt, type LeaveWords } from '../../../components/forms/UnsavedChangesPrompt';

const LEAVING_A_TEST: LeaveWords = {
  title: 'Leave the test?',
  description: 'The clock keeps running while you are away, as at the board. Your answers so far are kept; you can come back to this test from the practice studio while its time lasts.',
  stay: 'Stay in the test',
  leave: 'Leave',
};

/**
 * While a test runs, leaving asks first: a link or the back button (the app's blocker), closing or
 * reloading the tab (the browser's own question). The clock does not stop either way.
 */
export function LeaveTestGuard({ when }: { when: boolean }) {
  return <UnsavedChangesPrompt when={when} words={LEAVING_A_TEST} />;
}
