export const APP_NAME = 'Willow';
export const ASSISTANT_NAME = 'Willow';
export const TAGLINE = 'Your AI Holistic Health Guide';
export const PROMISE = 'Connect daily habits to how you feel and find your path to healing.';
export const MINIMUM_AGE = 16;
export const LEGAL_DATE = 'September 11, 2025';
export const COMMUNITY_URL = 'https://discord.gg/willow-health';
