import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The person's name as a PostgreSQL pattern of whole words, as mails and notifications of others show
 * it; null when it is not both a first and a last name. A single given name ('a', 'Ravi') stands for
 * too many other words and people to be erased wherever it appears.
 */
function namePattern(p: { firstName: string; lastName: string }): string | null {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  if (!first || !last) return null;
  const escaped = `${first} ${last}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `\\m${escaped}\\M`;
}

/**
 * Erases a person's data inside the caller's transaction (docs/product/accounts.md "Deleting an
 * account"), table by table as personal-data.ts classifies it: rows that are only theirs are
 * deleted; what they wrote on shared rows is erased; money and audit rows stay, naming only an id
 * whose `users` row no longer says who it was. The `users` row itself is kept, anonymised, so
 * sessions, payments and payouts still point somewhere ("Deleted user").
 */
export async function erasePersonalData(tx: Db, person: { id: string; email: string; firstName: string; lastName: string }, now: Date): Promise<void> {
  const id = person.id;
  const email = person.email.toLowerCase();
  const name = namePattern(person);

  // Only theirs.
  await tx.execute(sql`delete from auth_sessions where user_id = ${id}`);
  await tx.execute(sql`delete from verification_codes where lower(email) = ${email}`);
  // Their email ends the keys that count it (`sign-in:address-email:<address>:<email>`); another address may contain it.
  await tx.execute(sql`delete from rate_limit_hits where right(lower(key), ${email.length + 1}) = ${`:${email}`}`);
  await tx.execute(sql`delete from notifications where user_id = ${id}`);
  await tx.execute(sql`delete from mail_preferences where user_id = ${id}`);
  await tx.execute(sql`delete from push_subscriptions where user_id = ${id}`);
  await tx.execute(sql`delete from reports where reporter_id = ${id}`);
  await tx.execute(sql`delete from verification_proofs where coach_id = ${id}`);
  await tx.execute(sql`delete from verification_applications where coach_id = ${id}`);
  // Where they were paid: the sealed PAN and account go with the row. The test gateway's copy keeps its id
  // (its transfers name it), like Razorpay's own records, without the name and address.
  await tx.execute(sql`update test_gateway_accounts set email = ${`deleted-${id}@deleted.invalid`}, legal_name = 'Deleted user' where reference_id = ${id}`);
  await tx.execute(sql`delete from payout_accounts where coach_id = ${id}`);
  await tx.execute(sql`delete from availability_windows where coach_id = ${id}`);
  await tx.execute(sql`delete from coach_schedules where coach_id = ${id}`);
  await tx.execute(sql`update session_types set label = 'Session', description = null, active = false where coach_id = ${id}`);
  await tx.execute(sql`delete from blog_posts where author_id = ${id}`);
  await tx.execute(sql`delete from resources where author_id = ${id}`);
  await tx.execute(sql`
    with left_ as (delete from discussion_attendees where user_id = ${id} returning discussion_id)
    update discussions d set attendee_count = attendee_count - 1 from left_ where d.id = left_.discussion_id`);

  // Practice: their attempts (with their answers and any review of them) and their review offers
  // are theirs alone. What they wrote as a reviewer is erased; the aspirant keeps the marks. Sets
  // nobody else sat go; the others are archived under a plain title, their items kept, so the
  // aspirants who sat them keep their attempts.
  await tx.execute(sql`delete from practice_attempts where user_id = ${id}`);
  await tx.execute(sql`delete from practice_review_offers where coach_id = ${id}`);
  await tx.execute(sql`update practice_review_notes set comment = null where review_id in (select id from practice_reviews where reviewer_id = ${id})`);
  await tx.execute(sql`update practice_reviews set summary = null where reviewer_id = ${id}`);
  await tx.execute(sql`delete from practice_sets s where s.author_id = ${id} and not exists (select 1 from practice_attempts a where a.set_id = s.id)`);
  await tx.execute(sql`update practice_sets set status = 'archived', title = upper(kind) || ' practice set', description = '' where author_id = ${id}`);

  // What they wrote on sessions shared with someone else; the other party keeps the session.
  await tx.execute(sql`update sessions set description = null, dispute_reason = null, mentee_feedback = null where mentee_id = ${id}`);
  await tx.execute(sql`update sessions set review_reply = null where mentor_id = ${id}`);

  // Mails to them or naming them, and others' notifications naming them.
  await tx.execute(sql`delete from mail_outbox where lower(mail->>'to') = ${email}`);
  if (name) {
    await tx.execute(sql`delete from mail_outbox where mail::text ~* ${name}`);
    await tx.execute(sql`
      update notifications set title = regexp_replace(title, ${name}, 'Deleted user', 'g'), body = regexp_replace(body, ${name}, 'Deleted user', 'g')
      where title ~ ${name} or coalesce(body, '') ~ ${name}`);
  }

  // The search vocabulary: their words that no other coach uses.
  await tx.execute(sql`
    delete from coach_search_terms t
    using users me
    where me.id = ${id} and t.term = any(regexp_split_to_array(me.search_document, '[^[:alnum:]]+'))
      and not exists (select 1 from users u where u.role = 'mentor' and u.id <> me.id and u.search_document ~ ('\\m' || t.term || '\\M'))`);
  await tx.execute(sql`
    delete from coach_search_lexemes l
    using users me
    where me.id = ${id} and me.search_vector is not null and l.lexeme = any(tsvector_to_array(me.search_vector))
      and not exists (select 1 from users u where u.role = 'mentor' and u.id <> me.id and u.search_vector @@ quote_literal(l.lexeme)::tsquery)`);

  // The person: anonymised, unable to sign in, unlisted.
  await tx.execute(sql`
    update users set
      email = ${`deleted-${id}@deleted.invalid`}, password_hash = null, google_subject = null,
      first_name = 'Deleted', last_name = 'user', phone_number = null, title = null, bio = null,
      education = null, location = null, achievements = '{}', skills = '{}', specializations = '{}',
      certifications = '{}', experience = null, experience_level = null, hourly_rate = null,
      profile_image_url = null, meeting_link = null, testimonials = '[]'::jsonb,
      languages = '{}', target_entry = null, attempt_number = null, board_date = null,
      suspended_at = null, suspension_reason = null, email_verified_at = null,
      is_active = false, is_verified = false, verified_at = null, verified_as = null,
      deleted_at = ${now}, updated_at = ${now}
    where id = ${id}`);
}
