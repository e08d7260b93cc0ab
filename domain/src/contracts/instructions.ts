// zod's own messages ("Too small: expected string to have >=40 characters", "Invalid input") must
// never reach a person: every check the contracts make without a message of their own is answered
// with an instruction, on both sides (docs/product/screens.md "Forms"). Set through zod's global
// settings object (what `z.config()` writes to), without importing zod here: the first page's
// JavaScript stays free of it (web/src/lib/zodJitless.ts).

/** The parts of a zod issue the instructions read. */
export type ZodIssueLike = {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  divisor?: number | bigint;
  input?: unknown;
  values?: readonly unknown[];
};

const count = (n: number | bigint | undefined) => Number(n ?? 0);
const characters = (n: number) => (n === 1 ? 'character' : 'characters');

/** What to do instead, for an issue whose schema gave no message; undefined leaves zod's (API-only issues, such as unknown keys). */
export function instructionFor(issue: ZodIssueLike): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return issue.expected === 'date' ? 'Choose a date' : 'Fill this in';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number';
      if (issue.expected === 'boolean') return 'Choose yes or no';
      if (issue.expected === 'date') return 'Choose a date';
      if (issue.expected === 'array') return 'Choose from the list';
      return 'Fill this in';
    case 'too_small': {
      const min = count(issue.minimum) + (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return min <= 1 ? 'Fill this in' : `Write at least ${min} ${characters(min)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? 'Choose at least one' : `Choose at least ${min}`;
      if (issue.origin === 'date') return 'Choose a later date';
      return `Enter ${issue.inclusive === false ? 'more than' : 'at least'} ${count(issue.minimum)}`;
    }
    case 'too_big': {
      const max = count(issue.maximum) - (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return `Write at most ${max} ${characters(max)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}`;
      if (issue.origin === 'date') return 'Choose an earlier date';
      return `Enter ${issue.inclusive === false ? 'less than' : 'at most'} ${count(issue.maximum)}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an email address, like name@example.com';
      if (issue.format === 'url') return 'Enter a web address, like https://example.com';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Choose a date';
      if (issue.format === 'time') return 'Choose a time';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Choose one from the list';
      return 'Check how this is written';
    case 'invalid_value':
    case 'invalid_union':
      return 'Choose one of the options';
    case 'not_multiple_of':
      return `Enter a multiple of ${count(issue.divisor)}`;
    case 'custom':
      return 'Check this field';
    default:
      return undefined;
  }
}

const settings = globalThis as { __zod_globalConfig?: { customError?: (issue: ZodIssueLike) => string | undefined } };
(settings.__zod_globalConfig ??= {}).customError = instructionFor;
