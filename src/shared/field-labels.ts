/**
 * What a person calls each field the API names: every message about a field uses these words,
 * never the API's key ("First name must not be empty", not "firstName must not be empty").
 * The schemas' helpers take a key of this table, so a new field cannot go without its words
 * (src/server/api/people-words.test.ts walks the schemas for a key left in a message).
 */
export const FIELD_LABELS = {
  // Profile
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  currentPassword: 'Current password',
  onboardingCompletedAt: 'Completion time',
  // Tracking
  date: 'Date',
  endDate: 'End date',
  from: 'Start date',
  to: 'End date',
  timestamp: 'Time',
  takenAt: 'Time taken',
  logTime: 'Meal time',
  score: 'Score',
  intensity: 'Intensity',
  name: 'Name',
  symptomName: 'Symptom name',
  itemName: 'Food name',
  meal: 'Meal name',
  tag: 'Tag',
  notes: 'Notes',
  dose: 'Dose',
  unit: 'Unit',
  qty: 'Quantity',
  portionUnit: 'Portion unit',
  portionSize: 'Portion size',
  amount: 'Amount',
  brandOwner: 'Brand',
  foodGroup: 'Kind of food',
  nutrient: 'Nutrient amount',
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  // Intake (as the intake form names them)
  storyAndVision: 'Your story & vision',
  currentLandscape: 'Current health challenges',
  journeyDetails: "What you've tried",
  finalDetails: 'Additional context',
  // Settings
  pushNotifications: 'Push notifications',
  dailyCheckInReminders: 'Daily check-in reminders',
  insightsNotifications: 'Insight notifications',
  streakNotifications: 'Streak notifications',
  announcementNotifications: 'Announcements',
  analyticsOptIn: 'Analytics & crash reports',
  dataImprovementConsent: 'Help improve Willow',
  chatMemoryEnabled: 'Chat memory',
  dataRetentionMonths: 'Data retention',
  autoForgetDays: 'Forget conversations automatically',
  focusAreas: 'Focus area',
  coachingTone: 'Coaching tone',
  ttsVoice: 'Voice',
  chatVoice: 'Chat voice',
  voiceProvider: 'Voice provider',
  theme: 'Theme',
  // Sleep
  hours: 'Hours slept',
  bedtime: 'Bedtime',
  wakeTime: 'Wake time',
  quality: 'Sleep quality',
  wakings: 'Times woken',
  // Reminders
  checkInTimes: 'Check-in time',
  morningSupplementTime: 'Morning supplement time',
  afternoonSupplementTime: 'Afternoon supplement time',
  eveningSupplementTime: 'Evening supplement time',
  quietHoursStart: 'Start of quiet hours',
  quietHoursEnd: 'End of quiet hours',
} as const;

export type FieldKey = keyof typeof FIELD_LABELS;

/** The person's words for a field. */
export const fieldLabel = (key: FieldKey): string => FIELD_LABELS[key];
