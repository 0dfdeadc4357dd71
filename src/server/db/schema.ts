import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FoodDataType, FoodPortion, Nutrients } from '../../shared/foods.js';
import { PLAN_TIERS } from '../../shared/plans.js';
import type { EntryProposal } from '../../shared/proposals.js';
import type { MessageSource } from '../../shared/chat.js';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** A new e-mail waiting for its owner to open the link sent to it (built-in sign-in only). */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true, mode: 'date' }),
    /** The sign-in provider said the e-mail was proven (for the built-in one: by a mailed link), at the last sign-in or change. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** After an e-mail change, the address before it: its owner may undo the change from a mailed link for a while. */
    previousEmail: text('previous_email'),
    emailUndoTokenHash: text('email_undo_token_hash'),
    emailUndoExpiresAt: timestamp('email_undo_expires_at', { withTimezone: true, mode: 'date' }),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true, mode: 'date' }),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true, mode: 'date' }),
    onboardingStep: text('onboarding_step'),
    hasSeenWelcomeModal: boolean('has_seen_welcome_modal').notNull().default(false),
    planTier: text('plan_tier', { enum: PLAN_TIERS }).notNull().default('free'),
    /** A Stripe (or test checkout) subscription status: active, trialing, past_due, canceled, unpaid... */
    planStatus: text('plan_status'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    planPeriodEnd: timestamp('plan_period_end', { withTimezone: true, mode: 'date' }),
    planCancelAtPeriodEnd: boolean('plan_cancel_at_period_end').notNull().default(false),
    /** When the subscription first became past_due; the grace period counts from here. */
    planPastDueSince: timestamp('plan_past_due_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject),
    index('users_pending_email_token_hash_idx').on(t.pendingEmailTokenHash),
    index('users_email_undo_token_hash_idx').on(t.emailUndoTokenHash),
  ],
);

/** Server-side sessions; the cookie holds a random token and the row keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: userRef(),
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** One row per user; values are merged over DEFAULT_SETTINGS when read. */
export const settings = pgTable('settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const intakeForms = pgTable('intake_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef().unique(),
  storyAndVision: text('story_and_vision').notNull().default(''),
  currentLandscape: text('current_landscape').notNull().default(''),
  journeyDetails: text('journey_details').notNull().default(''),
  finalDetails: text('final_details').notNull().default(''),
  // Legacy fields of an earlier intake form, read when the new ones are empty.
  specificGoals: text('specific_goals'),
  frequentSymptoms: text('frequent_symptoms').array(),
  treatmentsDetails: text('treatments_details'),
  additionalInfo: text('additional_info'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type', { enum: ['general', 'contact'] }).notNull(),
    message: text('message').notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_id_idx').on(t.userId)],
);

/** Accounts of the built-in identity provider (used only when OIDC_ISSUER_URL is unset). */
export const idpAccounts = pgTable('idp_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** When a mailed link last proved the address (sign-up, password reset, sign-in link, e-mail change); null when never. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Single-use links the built-in provider mails to an account (a password reset, a sign-in link),
 * and the one-time sign-in a browser holds right after using one. Only a SHA-256 of the token is kept.
 */
export const idpLinkTokens = pgTable(
  'idp_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['reset', 'sign-in', 'resume'] }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idp_link_tokens_account_id_idx').on(t.accountId), index('idp_link_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sign-ups of the built-in provider waiting for the link mailed to their address; the account is
 * made only when it is opened. Several may wait for one address: a stranger's cannot block the owner's.
 */
export const idpSignUps = pgTable(
  'idp_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The OpenID Connect interaction it started in, continued when the link opens in the same browser. */
    interactionUid: text('interaction_uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idp_sign_ups_email_idx').on(t.email), index('idp_sign_ups_expires_at_idx').on(t.expiresAt)],
);

/** The built-in provider's short-lived artefacts (sessions, codes, grants, interactions). */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_payloads_grant_id_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
    index('idp_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Secrets shared by every app instance (the provider's signing keys), created once. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits that must hold across app instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

// Daily tracking (tracking-spec sections 3 and 7). `day` is the user's local calendar day the
// entry belongs to; `logged_at` the exact moment the user chose for it.
const day = () => date('day', { mode: 'string' }).notNull();
const loggedAt = () => timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull();

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    score: smallint('score').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    loggedAt: loggedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('mood_entries_user_day_idx').on(t.userId, t.day)],
);

export const energyEntries = pgTable(
  'energy_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    score: smallint('score').notNull(),
    loggedAt: loggedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('energy_entries_user_day_idx').on(t.userId, t.day)],
);

export const symptomEntries = pgTable(
  'symptom_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    name: text('name').notNull(),
    intensity: smallint('intensity').notNull(),
    notes: text('notes'),
    loggedAt: loggedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('symptom_entries_user_day_idx').on(t.userId, t.day),
    index('symptom_entries_user_name_idx').on(t.userId, sql`lower(${t.name})`),
  ],
);

/**
 * Answers of writes sent with an Idempotency-Key: a retry with the same key gets the first
 * answer instead of saving twice. Kept a day.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** The route and a hash of the body: the same key with another request is refused. */
    request: text('request').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_writes_created_at_idx').on(t.createdAt)],
);

/** Symptoms taken off the user's list; their history stays. Logging the name again brings it back. */
export const removedSymptoms = pgTable(
  'removed_symptoms',
  {
    userId: userRef(),
    nameKey: text('name_key').notNull(),
    removedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);

export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    meal: text('meal').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    logTime: timestamp('log_time', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meals_user_day_idx').on(t.userId, t.day)],
);

export const supplementEntries = pgTable(
  'supplement_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    name: text('name').notNull(),
    dose: text('dose').notNull(),
    unit: text('unit').notNull(),
    taken: boolean('taken').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('supplement_entries_user_day_idx').on(t.userId, t.day)],
);

/**
 * One night's sleep, kept on the day the person woke (`day`): at most one per day, so logging
 * the same night again (by text, voice or the card) fills in or corrects it instead of adding a
 * second night. Each part may be missing ("terrible sleep" has a quality only), but not all.
 */
export const sleepEntries = pgTable(
  'sleep_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    day: day(),
    /** Minutes asleep: given as hours, or the time from bedtime to wake time. */
    minutesSlept: smallint('minutes_slept'),
    /** Clock times (HH:MM, the person's own clock) when given instead of hours. */
    bedtime: text('bedtime'),
    wakeTime: text('wake_time'),
    quality: smallint('quality'),
    wakings: smallint('wakings'),
    loggedAt: loggedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sleep_entries_user_day_idx').on(t.userId, t.day),
    check('sleep_entries_not_empty', sql`${t.minutesSlept} IS NOT NULL OR ${t.quality} IS NOT NULL OR ${t.wakings} IS NOT NULL`),
  ],
);

// The assistant (app-spec sections 2 Chat, 3, 7). A reply is stored only once it is complete.
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    title: text('title').notNull(),
    /** A short summary written when the person leaves the conversation; chat memory reads it. */
    summary: text('summary'),
    createdAt: createdAt(),
    /** The last message's time; auto-forget ages conversations by it. */
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The user said it in voice mode; `content` is the transcript. */
    spoken: boolean('spoken').notNull().default(false),
    /** An assistant reply that drew on what Willow remembers (a kept fact or an earlier conversation). */
    drewOnMemory: boolean('drew_on_memory').notNull().default(false),
    /** The days and patterns of the person's data a reply rests on, each checked before it was kept. */
    sources: jsonb('sources').$type<MessageSource[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

/** Facts the person asked Willow to remember ('I'm allergic to peanuts'); chat memory lists them. */
export const rememberedFacts = pgTable(
  'remembered_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remembered_facts_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * An entry Willow proposed in a reply (logging by talking, issue 17): shown as a card under the
 * message until the person saves or dismisses it. `proposal` is the checked EntryProposal, the
 * exact request Save sends; `savedEntryId` is the entry Save made.
 */
export const entryProposals = pgTable(
  'entry_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** Its place among the message's cards. */
    position: integer('position').notNull(),
    proposal: jsonb('proposal').$type<EntryProposal>().notNull(),
    state: text('state', { enum: ['proposed', 'saved', 'dismissed'] })
      .notNull()
      .default('proposed'),
    savedEntryId: uuid('saved_entry_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('entry_proposals_message_idx').on(t.messageId, t.position)],
);

/** Per-user usage counters by period ('text' per local day); one atomic upsert enforces a quota. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: userRef(),
    kind: text('kind', { enum: ['text', 'voice'] }).notNull(),
    /** The user's local day (yyyy-MM-dd) for daily counters, or month (yyyy-MM). */
    period: text('period').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);
// Foods (issue 4). The bundled USDA SR28 foods are loaded from data/foods at start
// (features/foods/loader.ts); the table can hold other data types (Branded) too.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const foods = pgTable(
  'foods',
  {
    /** NDB number for SR Legacy foods, FoodData Central id for others. */
    fdcId: integer('fdc_id').primaryKey(),
    dataType: text('data_type').$type<FoodDataType>().notNull(),
    description: text('description').notNull(),
    foodGroup: text('food_group'),
    brandOwner: text('brand_owner'),
    /** Other names people use for it, searched with a lower weight. */
    commonNames: text('common_names'),
    /** Per 100 g; a missing key means the source gives no value. */
    // json, not jsonb: never queried inside, and json loads 8,789 rows noticeably faster.
    nutrients: json('nutrients').$type<Nutrients>().notNull(),
    portions: json('portions').$type<FoodPortion[]>().notNull(),
    /** What the food is, for ranking: the first comma part ('Apples'), or the second when the first names a class. */
    head: text('head').notNull(),
    /** That class ('Fish' in 'Fish, salmon'), or null. */
    headClass: text('head_class'),
    /** The words that say what kind of thing the food is ('dressing' of 'Salad dressing, russian'; ranking.ts). */
    headKind: text('head_kind').notNull().default(''),
    /** Query-independent ranking term: how plain, whole and common the food is (features/foods/ranking.ts). */
    prior: real('prior').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', description), 'A') || setweight(to_tsvector('english', coalesce(common_names, '') || ' ' || coalesce(brand_owner, '')), 'C')`,
      ),
    headSearch: tsvector('head_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', coalesce(head_class, '') || ' ' || head)`),
    kindSearch: tsvector('kind_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', head_kind)`),
    /** Words in the head (not its class): a query matching as many head words covers the head. */
    headSize: integer('head_size')
      .notNull()
      .generatedAlwaysAs(sql`length(to_tsvector('english', head))`),
  },
  // Branded foods are found through foodBrandedSearch and foodBrandedTops, reference foods (SR
  // Legacy, Foundation) through this index. No fastupdate: a GIN pending list makes every search scan the rows loaded since the last
  // vacuum (PGlite never vacuums), which made searches several times slower.
  (t) => [
    index('foods_reference_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.dataType} <> 'Branded'`),
  ],
);

/**
 * Each branded food's search words and prior, and nothing else: a search where every word must
 * match fetches each matching row to sort by prior ('ice cream' matches thousands), and these
 * rows are a fraction of a food's width (no nutrients or portions), so far fewer pages are read.
 * Rebuilt with the word list (refreshFoodIndexes) whenever foods are loaded.
 */
export const foodBrandedSearch = pgTable(
  'food_branded_search',
  {
    fdcId: integer('fdc_id').primaryKey(),
    prior: real('prior').notNull(),
    search: tsvector('search').notNull(),
    /**
     * Among the highest priors (BRANDED_TOP_TIER in foods/loader.ts): a search where every word
     * must match looks here first, and at the rest only when these have too few.
     */
    topTier: boolean('top_tier').notNull().default(false),
  },
  (t) => [
    index('food_branded_search_top_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.topTier}`),
    index('food_branded_search_rest_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`not ${t.topTier}`),
  ],
);

/** Every word of the food descriptions, for typo correction with pg_trgm ('chiken' → 'chicken'). */
export const foodTerms = pgTable(
  'food_terms',
  {
    term: text('term').primaryKey(),
    /** How many foods use the word; the more common correction wins a tie. */
    foods: integer('foods').notNull(),
  },
  (t) => [
    index('food_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Prefix lookups of a half-typed last word.
    index('food_terms_term_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * For each search word (lexeme), the branded foods using it with the highest priors: the only
 * branded candidates a one-word search ranks ('chicken' matches thousands of branded foods).
 * Rebuilt with the word list (refreshFoodIndexes) whenever foods are loaded.
 */
export const foodBrandedTops = pgTable(
  'food_branded_tops',
  {
    lexeme: text('lexeme').notNull(),
    prior: real('prior').notNull(),
    fdcId: integer('fdc_id').notNull(),
  },
  (t) => [index('food_branded_tops_lexeme_idx').on(t.lexeme.op('text_pattern_ops'), t.prior.desc())],
);

/** Which version of each bundled data set the foods table holds (the loader compares it at start). */
export const foodDatasets = pgTable('food_datasets', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  foods: integer('foods').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Billing (issue 13). Webhook events already applied, by Stripe event id, so a replay changes nothing.
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The built-in test checkout's sessions (used only without Stripe keys): Stripe's checkout sessions, kept here. */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: userRef(),
  customerId: text('customer_id').notNull(),
  plan: text('plan', { enum: ['pro', 'ultra'] }).notNull(),
  /** open, then complete (paid) or expired (canceled). */
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  subscriptionId: text('subscription_id'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
});

/** The built-in test checkout's subscriptions: what Stripe would keep, so the same sync path applies them. */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: ['pro', 'ultra'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('test_subscriptions_customer_idx').on(t.customerId)],
);

// Notifications (issue 19): web push subscriptions per device, reminder preferences, and every
// notification planned or sent (the scheduler's ledger: one row per user and key, so a reminder
// goes out once across instances and restarts).

/** One browser's push subscription (a device); the push service's endpoint is unique. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome on Android', from the browser's user agent, so people can tell their devices apart. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Reminder times, quiet hours and the rest; values are merged over DEFAULT_NOTIFICATION_PREFERENCES. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** What makes it unique for the person: 'check-in:2026-03-29:20:00', 'announcement:<id>'. */
    key: text('key').notNull(),
    kind: text('kind', { enum: ['check-in', 'supplements', 'insight', 'streak', 'announcement', 'test'] }).notNull(),
    /** When it may go out; quiet hours and the daily cap move insights, streaks and announcements later. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['due', 'sending', 'sent', 'skipped'] })
      .notNull()
      .default('due'),
    /** Why it was skipped: 'switched-off', 'quiet-hours', 'already-logged', 'no-device', 'too-late', 'daily-cap'. */
    reason: text('reason'),
    /** Kind-specific details (the supplement group, the announcement text); never shown unless details are on. */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Devices the push service accepted it for. */
    devices: integer('devices').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_key_key').on(t.userId, t.key),
    index('notification_deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('due', 'sending')`),
    index('notification_deliveries_user_sent_idx').on(t.userId, t.sentAt),
  ],
);
