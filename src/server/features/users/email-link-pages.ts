import { escapeHtml, layout, messagePage } from '../../auth/idp/pages.js';

/**
 * The pages the e-mail change links open. Opening one changes nothing: mail scanners open links,
 * so only the button (a POST) confirms or undoes.
 */

export function confirmEmailPage(token: string): string {
  return layout(
    'Confirm your new e-mail',
    `<h1>Confirm your new e-mail</h1><p class="lead">Press the button to sign in with this address from now on.</p>
<form method="post" action="/api/auth/email/confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" autofocus>Confirm my new e-mail</button>
</form>`,
  );
}

export function undoEmailPage(token: string): string {
  return layout(
    'Undo the e-mail change',
    `<h1>Undo the e-mail change</h1><p class="lead">Your account will sign in with this address again, and every device signed in to it will be signed out.</p>
<form method="post" action="/api/auth/email/undo">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" autofocus>Undo the change</button>
</form>`,
  );
}

export function emailUndonePage(email: string): string {
  return messagePage(
    'Your e-mail is back',
    `Your account signs in with ${email} again, and every device was signed out. If you did not change it yourself, someone may know your password: choose a new one now.`,
    { href: `/idp/forgot?email=${encodeURIComponent(email)}`, label: 'Choose a new password' },
  );
}

export const undoGonePage = () =>
  messagePage(
    'This link no longer works',
    'It was already used, or the change is more than 7 days old. Contact support from the app if you need help.',
    {
      href: '/',
      label: 'Back to the app',
    },
  );

export const undoTakenPage = () =>
  messagePage(
    'The e-mail could not be put back',
    'Another account signs in with that address now. Contact support from the app for help.',
    {
      href: '/',
      label: 'Back to the app',
    },
  );
