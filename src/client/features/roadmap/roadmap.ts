export interface RoadmapFeature {
  title: string;
  summary: string;
  details: string;
  /** Set once the feature has shipped: where in the app it lives. */
  available?: { href: string; label: string };
}
export interface RoadmapCategory {
  name: string;
  features: RoadmapFeature[];
}

/** The Coming Soon roadmap: 14 features in the 5 categories of tracking-spec section 2, those shipped marked available. */
export const ROADMAP: RoadmapCategory[] = [
  {
    name: 'Smart Tracking',
    features: [
      {
        title: 'Wearable sync',
        summary: 'Sleep, steps and heart rate from your watch or phone.',
        details:
          'Connect Apple Health or Android Health Connect and Willow brings in your sleep, steps and resting heart rate each morning, so you can see how a short night shows up in your energy and symptoms without typing a thing.',
      },
      {
        title: 'Photo meal logging',
        summary: 'Snap your plate; Willow suggests the foods and portions.',
        details:
          'Take a photo of a meal and Willow proposes the foods and portion sizes it sees. You confirm or adjust them, and the nutrition is added to your day like any other meal.',
      },
      {
        title: 'Cycle tracking',
        summary: 'See how symptoms and energy follow your cycle.',
        details:
          'Log your cycle alongside mood, energy and symptoms. Willow lines your logs up by cycle phase so patterns that repeat every month become visible.',
      },
    ],
  },
  {
    name: 'Insights & Analytics',
    features: [
      {
        title: 'Weekly pattern report',
        summary: 'A short summary of your week, every Sunday.',
        details:
          'Each week Willow writes up what changed: your average mood and energy, the symptoms that came and went, and one or two patterns worth a closer look, with how many days each one rests on.',
      },
      {
        title: 'Trigger finder',
        summary: 'Which foods, supplements or habits come before a flare.',
        details:
          'Willow compares the days before your worst symptoms with your calmer days and lists the foods, supplements and sleep that differ most, with an honest note on how sure it can be.',
        available: { href: '/insights', label: 'Open Insights' },
      },
      {
        title: 'Doctor-ready summaries',
        summary: 'A one-page overview to bring to appointments.',
        details:
          'Choose a period and Willow prepares a clear PDF of your symptoms, their intensity over time, what you tried and what you take, so your next appointment starts from facts rather than memory.',
        available: { href: '/insights/report', label: 'Prepare a report' },
      },
    ],
  },
  {
    name: 'User Experience',
    features: [
      {
        title: 'Gentle reminders',
        summary: 'Check-in nudges at the times that suit you.',
        details:
          'Pick when you would like a reminder to log how you feel. Reminders follow your notification settings, skip days you have already logged, and never pile up.',
        available: { href: '/settings/notifications', label: 'Set your reminders' },
      },
      {
        title: 'Quick log from the home screen',
        summary: 'Log mood or a symptom in one tap.',
        details:
          'Home-screen shortcuts and widgets let you record a mood, an energy level or a symptom without opening the whole app, which helps on the days that are hardest.',
      },
      {
        title: 'Offline logging',
        summary: 'Log without a connection; it syncs later.',
        details:
          'Entries you make on a plane or in a dead zone are kept safely on your device and sent as soon as you are back online, without duplicates.',
      },
    ],
  },
  {
    name: 'AI Capabilities',
    features: [
      {
        title: 'Proactive check-ins',
        summary: 'Willow notices a rough patch and asks how you are.',
        details:
          'When your logs show a run of low energy or rising symptoms, Willow can start the conversation: a short, kind check-in with a question or two, always in the coaching tone you chose.',
      },
      {
        title: 'Voice logging',
        summary: '“Log a headache, intensity three.”',
        details:
          'Say what you want to record during a voice conversation and Willow turns it into the right entry, reads it back to you, and lets you correct it before saving.',
        available: { href: '/chat', label: 'Talk to Willow' },
      },
      {
        title: 'Lab results, explained',
        summary: 'Upload blood work and talk it through.',
        details:
          'Add a lab report and Willow explains each value in plain words, tracks it across reports, and suggests questions to ask your doctor. It explains; it does not diagnose.',
      },
    ],
  },
  {
    name: 'Resources & Community',
    features: [
      {
        title: 'Expert-reviewed guides',
        summary: 'Short, practical reads on sleep, gut health, stress and more.',
        details:
          'A library of guides reviewed by health professionals, matched to the focus areas you chose, so what you read fits what you are working on.',
      },
      {
        title: 'Community circles',
        summary: 'Small, moderated groups of people on a similar path.',
        details:
          'Join a circle around a condition or goal to share what helps, with moderation, no public profiles, and nothing from your logs shared unless you choose to.',
      },
    ],
  },
];
