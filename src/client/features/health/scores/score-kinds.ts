import { Battery, Smile, type LucideIcon } from 'lucide-react';
import { ENERGY_LABELS, MOOD_LABELS } from '../../../../shared/health.js';

/** What differs between the mood and energy cards and dialogs (tracking-spec section 2). */
export interface ScoreKind {
  key: 'mood' | 'energy';
  title: string;
  icon: LucideIcon;
  labels: readonly string[];
  createTitle: string;
  editTitle: string;
  saveLabel: string;
  updateLabel: string;
  deletedTitle: string;
  deletedDescription: string;
  deleteFailed: string;
  /** Toast when saving fails; mood save failures are only logged (section 8). */
  saveFailed: string;
  hasTags: boolean;
  closeOnOutsideClick: boolean;
  /** Bar colour of the per-entry view and the trend chart. */
  colorClass: string;
}

export const MOOD: ScoreKind = {
  key: 'mood',
  title: 'Mood',
  icon: Smile,
  labels: MOOD_LABELS,
  createTitle: 'How are you feeling?',
  editTitle: 'Edit Mood',
  saveLabel: 'Save Mood',
  updateLabel: 'Update Mood',
  deletedTitle: 'Mood deleted',
  deletedDescription: 'Your mood entry has been successfully removed.',
  deleteFailed: 'Failed to delete mood entry. Please try again.',
  saveFailed: 'Failed to save mood entry. Please try again.',
  hasTags: true,
  closeOnOutsideClick: true,
  colorClass: 'bg-violet-500',
};

export const ENERGY: ScoreKind = {
  key: 'energy',
  title: 'Energy',
  icon: Battery,
  labels: ENERGY_LABELS,
  createTitle: "How's your energy?",
  editTitle: 'Edit Energy',
  saveLabel: 'Save Energy',
  updateLabel: 'Update Energy',
  deletedTitle: 'Energy deleted',
  deletedDescription: 'Your energy entry has been successfully removed.',
  deleteFailed: 'Failed to delete energy entry. Please try again.',
  saveFailed: 'Failed to save energy entry. Please try again.',
  hasTags: false,
  closeOnOutsideClick: false,
  colorClass: 'bg-amber-500',
};

/** The label of a score (rounded), e.g. 3.6 → 'Good'. */
export const labelOf = (kind: ScoreKind, score: number) => kind.labels[Math.min(5, Math.max(1, Math.round(score))) - 1] ?? '';
