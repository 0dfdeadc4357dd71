import type { PgTable } from 'drizzle-orm/pg-core';
import { conversations, entryProposals, feedback, intakeForms, messages, rememberedFacts, removedSymptoms, users } from '../../db/schema.js';
import { HEALTH_TABLES } from '../health/health-tables.js';

// The data export is an allowlist: each section selects exactly these columns, so a column added
// to a table stays out of exports until it is listed here or in NOT_EXPORTED (a test checks).

export const PROFILE_COLUMNS = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  pendingEmail: users.pendingEmail,
  pendingEmailExpiresAt: users.pendingEmailExpiresAt,
  previousEmail: users.previousEmail,
  tosAcceptedAt: users.tosAcceptedAt,
  onboardingCompletedAt: users.onboardingCompletedAt,
  onboardingStep: users.onboardingStep,
  hasSeenWelcomeModal: users.hasSeenWelcomeModal,
  planTier: users.planTier,
  planStatus: users.planStatus,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  planPeriodEnd: users.planPeriodEnd,
  planCancelAtPeriodEnd: users.planCancelAtPeriodEnd,
  planPastDueSince: users.planPastDueSince,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  signInIssuer: users.issuer,
};

export const INTAKE_COLUMNS = {
  id: intakeForms.id,
  storyAndVision: intakeForms.storyAndVision,
  currentLandscape: intakeForms.currentLandscape,
  journeyDetails: intakeForms.journeyDetails,
  finalDetails: intakeForms.finalDetails,
  specificGoals: intakeForms.specificGoals,
  frequentSymptoms: intakeForms.frequentSymptoms,
  treatmentsDetails: intakeForms.treatmentsDetails,
  additionalInfo: intakeForms.additionalInfo,
  createdAt: intakeForms.createdAt,
  updatedAt: intakeForms.updatedAt,
};

export const REMOVED_SYMPTOM_COLUMNS = { nameKey: removedSymptoms.nameKey, removedAt: removedSymptoms.removedAt };

export const FEEDBACK_COLUMNS = {
  id: feedback.id,
  type: feedback.type,
  message: feedback.message,
  clientTimestamp: feedback.clientTimestamp,
  createdAt: feedback.createdAt,
};

export const CONVERSATION_COLUMNS = {
  id: conversations.id,
  title: conversations.title,
  summary: conversations.summary,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};

export const MESSAGE_COLUMNS = {
  id: messages.id,
  conversationId: messages.conversationId,
  role: messages.role,
  content: messages.content,
  spoken: messages.spoken,
  drewOnMemory: messages.drewOnMemory,
  sources: messages.sources,
  createdAt: messages.createdAt,
};

export const ENTRY_PROPOSAL_COLUMNS = {
  id: entryProposals.id,
  messageId: entryProposals.messageId,
  position: entryProposals.position,
  proposal: entryProposals.proposal,
  state: entryProposals.state,
  savedEntryId: entryProposals.savedEntryId,
  createdAt: entryProposals.createdAt,
  updatedAt: entryProposals.updatedAt,
};

export const REMEMBERED_FACT_COLUMNS = { id: rememberedFacts.id, text: rememberedFacts.text, createdAt: rememberedFacts.createdAt };

const WHOSE = 'whose data it is: the whole export is one person’s';

/** Every exported table with the columns the export lists and those it leaves out on purpose, with the reason. */
export const EXPORTED_TABLES: { table: PgTable; columns: object; notExported: Record<string, string> }[] = [
  {
    table: users,
    columns: PROFILE_COLUMNS,
    notExported: {
      subject: 'the sign-in provider’s internal id for the account',
      pendingEmailTokenHash: 'the hash of the secret in an e-mail confirmation link',
      emailUndoTokenHash: 'the hash of the secret in the link that undoes an e-mail change',
      emailUndoExpiresAt: 'when that undo link stops working: part of the secret link, not of the profile',
    },
  },
  { table: intakeForms, columns: INTAKE_COLUMNS, notExported: { userId: WHOSE } },
  { table: removedSymptoms, columns: REMOVED_SYMPTOM_COLUMNS, notExported: { userId: WHOSE } },
  { table: feedback, columns: FEEDBACK_COLUMNS, notExported: { userId: WHOSE } },
  { table: conversations, columns: CONVERSATION_COLUMNS, notExported: { userId: WHOSE } },
  { table: messages, columns: MESSAGE_COLUMNS, notExported: { userId: WHOSE } },
  { table: entryProposals, columns: ENTRY_PROPOSAL_COLUMNS, notExported: { userId: WHOSE } },
  { table: rememberedFacts, columns: REMEMBERED_FACT_COLUMNS, notExported: { userId: WHOSE } },
  ...HEALTH_TABLES.map(({ table, exportColumns }) => ({ table, columns: exportColumns, notExported: { userId: WHOSE } })),
];
