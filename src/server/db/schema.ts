import { sql } from 'drizzle-orm';
import {
  boolean,
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
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true, mode: 'date' }),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true, mode: 'date' }),
    onboardingStep: text('onboarding_step'),
    hasSeenWelcomeModal: boolean('has_seen_welcome_modal').notNull().default(false),
    planTier: text('plan_tier', { enum: ['free', 'pro', 'ultra'] }).notNull().default('free'),
    planStatus: text('plan_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject)],
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
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
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
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
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
    /** Words in the head (not its class): a query matching as many head words covers the head. */
    headSize: integer('head_size').notNull().generatedAlwaysAs(sql`length(to_tsvector('english', head))`),
  },
  // Search ranks reference foods (SR Legacy, Foundation) in full and only some branded foods
  // (foodBrandedTops), so each has its own full-text index. No fastupdate: a GIN pending list makes every search scan the rows loaded since the last
  // vacuum (PGlite never vacuums), which made searches several times slower.
  (t) => [
    index('foods_reference_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.dataType} <> 'Branded'`),
    index('foods_branded_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.dataType} = 'Branded'`),
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
