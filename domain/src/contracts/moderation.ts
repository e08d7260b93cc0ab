import { z } from 'zod';
import { NOT_FOUND_ISSUE } from './params';

/** Taking content down and putting it back (docs/product/admin-console.md "Content"). */
export const CONTENT_KINDS = ['post', 'resource'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const MODERATION_MESSAGES = {
  notFound: 'Not found',
  alreadyDown: 'This is already taken down',
  notDown: 'This is not taken down',
  reason: 'Give a reason of at least 10 characters: the author reads it',
} as const;

const uuid = z.uuid();
export const contentParamsSchema = z.object({
  // An unknown kind names nothing: 404, like an unknown id.
  kind: z
    .string()
    .refine((value) => (CONTENT_KINDS as readonly string[]).includes(value), { error: MODERATION_MESSAGES.notFound, params: NOT_FOUND_ISSUE })
    .pipe(z.enum(CONTENT_KINDS)),
  id: z
    .string()
    .meta({ format: 'uuid' })
    .refine((value) => uuid.safeParse(value).success, { error: MODERATION_MESSAGES.notFound, params: NOT_FOUND_ISSUE }),
});

export const moderationReasonSchema = z.object({
  reason: z.string({ error: MODERATION_MESSAGES.reason }).trim().min(10, MODERATION_MESSAGES.reason).max(1000, 'At most 1000 characters'),
});

export const takenDownItemSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  takenDown: z.object({ at: z.string(), reason: z.string() }),
});
export type TakenDownItem = z.infer<typeof takenDownItemSchema>;
