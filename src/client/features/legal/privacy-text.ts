import { APP_NAME, MINIMUM_AGE } from '../../../shared/brand.js';
import { RETENTION_MONTHS, AUTO_FORGET_DAYS } from '../../../shared/settings.js';
import type { LegalSection } from './legal-document';

const months = RETENTION_MONTHS.filter((m) => m > 0).join(', ');
const days = AUTO_FORGET_DAYS.filter((d) => d > 0).join(' or ');

/** The Privacy Policy (tracking-spec points 5 and 9: its date, retention periods, food sources, minimum age). */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: '1. Who we are and what this covers',
    body: [
      `This policy explains what ${APP_NAME} collects when you use the app, why, how long it is kept, and the choices you have. ${APP_NAME} is a wellness tool, not medical care, and it is not a healthcare provider: the health information you log is yours, kept to run the app for you.`,
    ],
  },
  {
    title: '2. What we collect',
    body: [
      'What you give us:',
      [
        'Account details: your e-mail address, first and last name, and a profile picture if your sign-in provider supplies one.',
        'Your intake story: your story and vision, current health challenges, what you have tried, and anything else you add.',
        'What you log each day: mood and energy scores and tags, symptoms with their intensity and notes, meals with their foods and nutrition values, and supplements with their dose and time.',
        'Your conversations with the assistant, by text or voice, and short summaries of them when chat memory is on.',
        'Your settings, such as health focus, coaching tone, notification choices, theme and time zone.',
        'Messages you send us through feedback or the contact form.',
      ],
      'What is collected as you use the app:',
      [
        'A session cookie that keeps you signed in (no advertising or tracking cookies).',
        'Technical logs of requests (time, address, browser, errors), which never contain what you logged.',
        'Crash reports and usage analytics, only if you turn on “Analytics & Crash Reports” in Privacy Settings. It is off until you turn it on.',
      ],
    ],
  },
  {
    title: '3. How we use it',
    body: [
      [
        `To run ${APP_NAME}: show your dashboard, find patterns in your logs, and give the assistant the context it needs to answer you.`,
        'To keep the service safe and working, and to fix errors.',
        'To answer you when you contact us.',
        'To improve the app, only while “Help improve the app” is on in Privacy Settings, and then using de-identified data.',
      ],
      'We do not sell your personal data, we do not use your health data for advertising, and we do not share it with data brokers.',
    ],
  },
  {
    title: '4. The AI assistant',
    body: [
      'To answer you, the assistant receives your message with a summary of your profile, health focus and recent logs. Depending on how this installation is set up, the answer is produced by a language model running on the same server, or by an AI provider that processes the request for us under a contract that forbids using it to train its models. The assistant can be wrong; it does not give medical advice.',
    ],
  },
  {
    title: '5. Food data',
    body: [
      'Food search and nutrition values come from public food databases: a branded-food database (USDA FoodData Central, including its Branded Foods data), an open-food database (Open Food Facts) and other food databases (such as the USDA National Nutrient Database for Standard Reference). We send those services only the words you search for, never your identity or your logs.',
    ],
  },
  {
    title: '6. How long we keep it',
    body: [
      [
        'Health data you log: for as long as your account exists, unless you choose a shorter period. In Data Management you can have entries deleted automatically after ' +
          months +
          ' months.',
        `Conversations: for as long as your account exists, unless you turn on auto-forget in Chat Memory (${days} days), or clear them yourself.`,
        'Account data: deleted within 30 to 90 days after you close your account.',
        'Backups: kept for 30 to 90 days, then overwritten.',
        'Device and analytics data: kept for 12 to 24 months.',
        'De-identified data, which can no longer be linked to you: may be kept indefinitely.',
      ],
    ],
  },
  {
    title: '7. Your choices and rights',
    body: [
      [
        'See and correct your profile in Settings › Profile Information.',
        'Download everything you have stored (JSON, and your daily logs as CSV) in Settings › Data Management › Download my data.',
        'Delete your account and all its data at any time in Settings › Security. Deletion from the live database is immediate; copies in backups expire as described above.',
        'Turn analytics, data-improvement use, notifications and chat memory on or off at any time.',
      ],
      'Depending on where you live you may have further rights, such as to object to or restrict processing, or to complain to a data-protection authority. Contact us to use them.',
    ],
  },
  {
    title: '8. Security',
    body: [
      'Data travels over encrypted connections. Passwords are stored only as salted scrypt hashes, and sessions only as hashes of their token. Access to production data is limited to the people who run the service, and only to keep it working.',
    ],
  },
  {
    title: '9. Children',
    body: [
      `${APP_NAME} is for people aged ${MINIMUM_AGE} and over. We do not knowingly collect data from anyone younger; if you believe a child under ${MINIMUM_AGE} has an account, contact us and we will delete it.`,
    ],
  },
  {
    title: '10. Changes and contact',
    body: [
      'If we change this policy in a way that matters, we will tell you in the app before the change takes effect. For any question about your privacy, use Contact Us in Settings › Support & Legal.',
    ],
  },
];
