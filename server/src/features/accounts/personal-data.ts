/**
 * Where personal data lives, column by column (docs/product/accounts.md "Deleting an account").
 * Every column of every table is named here, and a test fails when the schema gains one that is
 * not (server/test/accounts/personal-data.test.ts): a new column cannot slip past deletion and
 * export unnoticed.
 *
 * - `whose`: the columns naming the person a row is about; the export takes the rows where any
 *   of them is the person (empty: the table holds no one's rows).
 * - per column:
 *   - `personal`: about the person: exported; erased or deleted with the account;
 *   - `secret`: a hash or key: deleted with the account, never exported;
 *   - `kept`: kept after deletion, because the law (money, the audit log) or the other party of a
 *     session needs it; the person's name is in none of them (it lives only in `users`);
 *   - `plain`: ids, times, statuses, amounts, settings: not personal on their own.
 */
export type ColumnKind = 'personal' | 'secret' | 'kept' | 'plain';
export type TablePolicy = { whose: string[]; columns: Record<string, ColumnKind> };

const plain = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'plain' as const]));

export const PERSONAL_DATA: Record<string, TablePolicy> = {
  users: {
    whose: ['id'],
    columns: {
      ...plain('id', 'role', 'rating', 'total_reviews', 'created_at', 'updated_at', 'is_active', 'is_verified', 'verified_at', 'verified_as', 'email_verified_at', 'experience_level', 'deleted_at'),
      email: 'personal',
      password_hash: 'secret',
      google_subject: 'secret',
      first_name: 'personal',
      last_name: 'personal',
      suspended_at: 'personal',
      suspension_reason: 'personal',
      phone_number: 'personal',
      title: 'personal',
      bio: 'personal',
      education: 'personal',
      location: 'personal',
      achievements: 'personal',
      skills: 'personal',
      specializations: 'personal',
      certifications: 'personal',
      experience: 'personal',
      hourly_rate: 'personal',
      profile_image_url: 'personal',
      meeting_link: 'personal',
      testimonials: 'personal',
      languages: 'personal',
      target_entry: 'personal',
      attempt_number: 'personal',
      board_date: 'personal',
      search_document: 'personal',
      search_vector: 'personal',
    },
  },
  auth_sessions: { whose: ['user_id'], columns: { ...plain('id', 'user_id', 'expires_at', 'revoked_at', 'remember', 'created_at'), token_hash: 'secret' } },
  verification_codes: { whose: [], columns: { ...plain('id', 'purpose', 'expires_at', 'attempts', 'used_at', 'created_at'), email: 'personal', code_hash: 'secret' } },
  rate_limit_hits: { whose: [], columns: { ...plain('count', 'reset_at'), key: 'personal' } },
  availability_windows: { whose: ['coach_id'], columns: plain('id', 'coach_id', 'starts_at', 'ends_at') },
  coach_schedules: { whose: ['coach_id'], columns: plain('coach_id', 'time_zone', 'weekly_hours', 'days_off', 'min_notice_minutes', 'buffer_minutes', 'updated_at') },
  session_types: { whose: ['coach_id'], columns: { ...plain('id', 'coach_id', 'minutes', 'price', 'position', 'active'), label: 'personal', description: 'personal' } },
  sessions: {
    whose: ['mentor_id', 'mentee_id'],
    columns: {
      ...plain('id', 'mentor_id', 'mentee_id', 'session_type', 'duration', 'scheduled_at', 'ends_at', 'price', 'status', 'amount_paise', 'hold_expires_at', 'expired_at'),
      ...plain('reschedule_count', 'refund_tier_cap', 'disputed_at', 'session_type_id', 'review_edited_at', 'review_replied_at', 'rated_at', 'completed_at', 'cancelled_at', 'cancelled_by', 'created_at', 'updated_at'),
      // The other party's record of the session: its title, room, and the stars (the coach's rating stays true).
      title: 'kept',
      meeting_link: 'kept',
      mentee_rating: 'kept',
      mentor_rating: 'kept',
      // Written by one of the two: erased when that one leaves.
      description: 'personal',
      dispute_reason: 'personal',
      mentee_feedback: 'personal',
      review_reply: 'personal',
    },
  },
  blog_posts: { whose: ['author_id'], columns: { ...plain('id', 'author_id', 'category', 'featured', 'published', 'created_at', 'updated_at', 'hidden_at', 'hidden_reason'), title: 'personal', content: 'personal', excerpt: 'personal', thumbnail_url: 'personal' } },
  resources: { whose: ['author_id'], columns: { ...plain('id', 'author_id', 'category', 'created_at', 'updated_at', 'hidden_at', 'hidden_reason'), title: 'personal', description: 'personal', content: 'personal', tags: 'personal', search_document: 'personal' } },
  discussions: { whose: [], columns: plain('id', 'title', 'description', 'start_time', 'capacity', 'attendee_count', 'meet_link', 'created_by', 'created_at', 'cancelled_at', 'cancel_reason') },
  discussion_attendees: { whose: ['user_id'], columns: plain('discussion_id', 'user_id', 'joined_at') },
  notifications: { whose: ['user_id'], columns: { ...plain('id', 'user_id', 'kind', 'link', 'created_at', 'read_at'), title: 'personal', body: 'personal' } },
  mail_preferences: { whose: ['user_id'], columns: plain('user_id', 'reminders', 'rating_requests', 'updated_at') },
  push_subscriptions: { whose: ['user_id'], columns: { ...plain('id', 'user_id', 'created_at'), endpoint: 'secret', p256dh: 'secret', auth: 'secret' } },
  mail_outbox: { whose: [], columns: { ...plain('id', 'reference', 'status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at', 'created_at'), mail: 'personal' } },
  verification_applications: {
    whose: ['coach_id'],
    columns: {
      ...plain('id', 'coach_id', 'status', 'kind', 'submitted_at', 'decided_at', 'decided_by'),
      ...{ service: 'personal', branch: 'personal', rank: 'personal', years_of_service: 'personal', credentials: 'personal' },
      ...{ board_experience: 'personal', public_link: 'personal', reason: 'personal' },
    },
  },
  verification_proofs: { whose: ['coach_id'], columns: { ...plain('id', 'coach_id', 'application_id', 'content_type', 'size_bytes', 'created_at'), file_name: 'personal', content: 'personal' } },
  payments: { whose: [], columns: plain('id', 'session_id', 'practice_review_id', 'gateway', 'order_id', 'amount_paise', 'currency', 'status', 'gateway_payment_id', 'method', 'receipt_seq', 'captured_at', 'created_at', 'updated_at') },
  refunds: { whose: [], columns: { ...plain('id', 'payment_id', 'session_id', 'practice_review_id', 'gateway_payment_id', 'amount_paise', 'reason', 'idempotency_key', 'status', 'gateway_refund_id', 'attempts', 'next_attempt_at', 'last_error', 'processed_at', 'created_at', 'updated_at', 'resolved_by'), manual_reference: 'kept' } },
  payouts: { whose: ['coach_id'], columns: { ...plain('id', 'coach_id', 'amount_paise', 'recorded_by', 'created_at'), reference: 'kept', note: 'kept' } },
  ledger_entries: { whose: ['coach_id'], columns: plain('id', 'entry_key', 'kind', 'cause', 'amount_paise', 'pending_until', 'session_id', 'practice_review_id', 'coach_id', 'payment_id', 'refund_id', 'payout_id', 'transfer_id', 'created_at') },
  // The platform's tax papers to a coach and what was withheld from them (docs/product/tax.md): the coach's name, address,
  // state, GSTIN and PAN's last four are copied onto them and kept after deletion, as the GST and income-tax laws require
  // of issued invoices and withholding registers (CGST Act s. 36: 72 months); the tables refuse any change.
  invoice_counters: { whose: [], columns: plain('series', 'last') },
  invoices: {
    whose: ['coach_id'],
    columns: {
      ...plain('id', 'document_type', 'series', 'seq', 'number', 'financial_year', 'issued_at', 'ledger_key', 'invoice_id', 'coach_id', 'session_id', 'practice_review_id'),
      ...plain('description', 'sac', 'place_of_supply', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise', 'created_at'),
      ...plain('supplier_name', 'supplier_address', 'supplier_state', 'supplier_gstin'),
      ...{ recipient_name: 'kept', recipient_address: 'kept', recipient_state: 'kept', recipient_gstin: 'kept' },
    },
  },
  withholdings: {
    whose: ['coach_id'],
    columns: {
      ...plain('id', 'ledger_key', 'kind', 'cause', 'coach_id', 'session_id', 'practice_review_id', 'base_paise', 'percent', 'cgst_paise', 'sgst_paise', 'igst_paise', 'amount_paise', 'created_at'),
      ...{ gstin: 'kept', pan_last4: 'kept', state_code: 'kept' },
    },
  },
  // A coach's share sent to their linked account (docs/product/money.md "Transfers"): amounts and states, like the ledger.
  transfers: {
    whose: ['coach_id'],
    columns: plain('id', 'payment_id', 'session_id', 'practice_review_id', 'coach_id', 'gateway_account_id', 'amount_paise', 'reversed_paise', 'released_paise', 'gateway_reversed_paise', 'gateway_released', 'status', 'gateway_transfer_id', 'attempts', 'next_attempt_at', 'last_error', 'released_at', 'processed_at', 'created_at', 'updated_at'),
  },
  admin_actions: { whose: ['admin_id'], columns: { ...plain('id', 'admin_id', 'action', 'target_type', 'target_id', 'created_at'), before: 'kept', after: 'kept', reason: 'kept' } },
  sent_reminders: { whose: [], columns: plain('key', 'session_id', 'sent_at') },
  webhook_events: { whose: [], columns: plain('event_id', 'event', 'created_at') },
  test_gateway_orders: { whose: [], columns: plain('id', 'amount_paise', 'currency', 'receipt', 'notes', 'status', 'created_at') },
  test_gateway_payments: { whose: [], columns: plain('id', 'order_id', 'amount_paise', 'status', 'created_at') },
  test_gateway_refunds: { whose: [], columns: plain('id', 'payment_id', 'amount_paise', 'receipt', 'status', 'created_at') },
  test_gateway_transfers: { whose: [], columns: plain('id', 'payment_id', 'account_id', 'amount_paise', 'amount_reversed', 'on_hold', 'settlement_status', 'notes', 'created_at') },
  // Where the coach is paid (docs/product/money.md "Payout account"): theirs alone, deleted with the account. The
  // PAN and account number are sealed (secret: never exported); the export shows their last four, as the screens do.
  payout_accounts: {
    whose: ['coach_id'],
    columns: {
      ...plain('coach_id', 'method', 'status', 'status_reason', 'gateway_account_id', 'gateway_stakeholder_id', 'gateway_product_id', 'submitted_at', 'activated_at', 'created_at', 'updated_at'),
      ...{ legal_name: 'personal', pan_cipher: 'secret', pan_last4: 'personal', account_cipher: 'secret', account_last4: 'personal', ifsc: 'personal', upi_id: 'personal' },
      ...{ phone: 'personal', street: 'personal', city: 'personal', pin_code: 'personal', state_code: 'personal', gstin: 'personal' },
    },
  },
  // The test gateway's copy of a linked account, like Razorpay's own records: its name and address erased with the person.
  test_gateway_accounts: { whose: [], columns: { ...plain('id', 'reference_id', 'status', 'created_at'), email: 'personal', legal_name: 'personal' } },
  // Words of listed coaches' names and titles for typo-tolerant search: a departing coach's words no other coach uses are removed.
  coach_search_terms: { whose: [], columns: { term: 'personal' } },
  coach_search_lexemes: { whose: [], columns: { lexeme: 'personal' } },
  reports: { whose: ['reporter_id'], columns: { ...plain('id', 'reporter_id', 'target_type', 'target_id', 'reason', 'status', 'created_at', 'handled_at', 'handled_by'), details: 'personal', note: 'kept' } },
  practice_sets: { whose: ['author_id'], columns: { ...plain('id', 'kind', 'author_id', 'bank_key', 'status', 'timing', 'published_at', 'created_at', 'updated_at'), title: 'personal', description: 'personal' } },
  // A set's items are its author's words and pictures: they go with a set nobody else sat, and are
  // kept in one others sat (archived, its title erased), so those aspirants keep their attempts.
  practice_items: { whose: [], columns: { ...plain('set_id', 'position', 'right_choice'), prompt: 'kept', image_key: 'kept', options: 'kept', explanation: 'kept', figure: 'kept', description: 'kept' } },
  practice_attempts: { whose: ['user_id'], columns: plain('id', 'user_id', 'set_id', 'practice_run', 'timing', 'item_count', 'started_at', 'position', 'booklet_started_at', 'ended_at', 'battery_id', 'battery_step') },
  // A board day: which sets the aspirant was given and when they sat it.
  practice_batteries: { whose: ['user_id'], columns: plain('id', 'user_id', 'stage', 'set_ids', 'started_at', 'ended_at') },
  practice_answers: { whose: ['user_id'], columns: { ...plain('attempt_id', 'user_id', 'item', 'part', 'choice', 'saved_at', 'typed_at', 'cut_short'), text: 'personal' } },
  practice_review_offers: { whose: ['coach_id'], columns: plain('coach_id', 'kind', 'turnaround_hours', 'price_paise') },
  // A review is about the aspirant and written by the reviewer: both find it in their export.
  practice_reviews: { whose: ['user_id', 'reviewer_id'], columns: { ...plain('id', 'attempt_id', 'battery_id', 'user_id', 'reviewer_id', 'requested_at', 'turnaround_hours', 'due_at', 'amount_paise', 'paid_at', 'withdrawn_at', 'closed_at', 'submitted_at'), summary: 'personal' } },
  // The reviewer's notes go with their review.
  practice_review_notes: { whose: [], columns: { ...plain('review_id', 'attempt_id', 'item', 'qualities', 'saved_at'), comment: 'personal' } },
  // The reviewer's grades (with the answers they rest on) and the aspirant's own go with their review.
  practice_review_grades: { whose: [], columns: plain('review_id', 'grader', 'quality', 'grade', 'evidence', 'saved_at') },
  content_versions: { whose: [], columns: plain('topic', 'version') },
  app_meta: { whose: [], columns: plain('key', 'value') },
};
