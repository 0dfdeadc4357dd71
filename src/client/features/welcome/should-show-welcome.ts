import type { User } from '../../../shared/users.js';

/** The welcome is shown once: after onboarding, until the person has seen it (app-spec section 4). */
export const shouldShowWelcome = (user: Pick<User, 'onboardingCompletedAt' | 'hasSeenWelcomeModal'> | null) =>
  !!user?.onboardingCompletedAt && !user.hasSeenWelcomeModal;
