/**
 * The migrated PostgreSQL template a test run copies per file. Named per run (the runner's pid),
 * so two runs against one server (two developers, or CI beside a local run) never drop each
 * other's template.
 */
export const templateDatabaseName = (runId: string | number) => `ssb_test_template_${runId}`;
