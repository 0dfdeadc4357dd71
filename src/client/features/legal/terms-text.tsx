import { APP_NAME, MINIMUM_AGE } from '../../../shared/brand.js';
import { LegalDocument, type LegalSection } from './legal-document';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: '1. What Willow is',
    body: [
      `${APP_NAME} is a wellness tool that helps you log how you feel and what you do each day, see patterns, and talk about them with an AI assistant. ${APP_NAME} is not medical care. It does not diagnose, treat, cure or prevent any disease, and nothing it says is medical advice.`,
      'Always seek the advice of a qualified health professional about a medical condition. Never ignore professional advice or delay seeking it because of something you read in the app. In an emergency, call your local emergency number at once.',
    ],
  },
  {
    title: '2. Who may use it',
    body: [
      `You must be at least ${MINIMUM_AGE} years old to create an account or use ${APP_NAME}. By accepting these terms you confirm that you are.`,
    ],
  },
  {
    title: '3. Your account',
    body: [
      'Keep your sign-in details safe and tell us if you think someone else has used your account. You are responsible for what happens under your account.',
      'You can delete your account at any time from Settings; this permanently deletes your data as described in the Privacy Policy.',
    ],
  },
  {
    title: '4. Your data',
    body: [
      `What you log belongs to you. We use it to run ${APP_NAME} for you, including to give the assistant context for your conversations, and as described in our Privacy Policy. We do not sell your health data.`,
    ],
  },
  {
    title: '5. The AI assistant',
    body: [
      'The assistant generates its answers automatically and can be wrong, incomplete or out of date. Use your own judgement and check anything important with a professional before acting on it.',
    ],
  },
  {
    title: '6. Plans, payment and refunds',
    body: [
      'Free, Pro and Ultra plans differ in their usage limits. Paid plans renew monthly until cancelled; you can cancel at any time and keep access until the end of the period you paid for. Payments are non-refundable: there are no refunds for partial months or unused quota, except where the law requires otherwise.',
    ],
  },
  {
    title: '7. Acceptable use',
    body: ['Do not misuse the service: no attempts to break it, to reach other people’s data, or to use it for anything unlawful.'],
  },
  {
    title: '8. Liability',
    body: [
      `${APP_NAME} is provided “as is”. To the fullest extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the greater of $100 or the amount you paid us in the last 12 months.`,
    ],
  },
  {
    title: '9. Disputes and governing law',
    body: [
      'These terms are governed by the laws of the State of Wyoming, USA. Any dispute will be settled by binding individual arbitration rather than in court, except for small-claims matters; class actions are waived to the extent the law allows.',
    ],
  },
  {
    title: '10. Changes',
    body: ['We may update these terms. If a change is material we will tell you in the app before it takes effect.'],
  },
];

/** The Terms of Service text, shared by onboarding and the terms page. */
export function TermsText() {
  return <LegalDocument sections={TERMS_SECTIONS} />;
}
