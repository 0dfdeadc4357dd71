import { APP_NAME, TAGLINE } from '../../../shared/brand.js';
import { PASSWORD_MIN_LENGTH } from './password-strength.js';
import { SIGN_UP_LINK_HOURS } from './sign-up.js';
import { LINK_LIFETIME_MINUTES } from './link-tokens.js';

/** Server-rendered pages of the built-in identity provider, in the app's look (the test checkout's pages share the layout). */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f4ef;--card:#fff;--text:#1f2a24;--muted:#5d6b63;--primary:#2f6f5e;--primary-fg:#fff;--border:#dfe3dc;--danger:#b42318;--ring:#7fb8a6}
@media (prefers-color-scheme:dark){:root{--bg:#111714;--card:#18201c;--text:#e8efe9;--muted:#a3b3aa;--primary:#6fbfa5;--primary-fg:#0d1411;--border:#2b3731;--danger:#ff8a80}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);border-radius:20px;padding:32px 28px;box-shadow:0 10px 30px rgba(31,42,36,.08)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px}.orb{width:36px;height:36px;border-radius:50%;background:radial-gradient(circle at 30% 30%,#bfe6d6,#2f6f5e 70%);box-shadow:0 0 18px rgba(47,111,94,.45)}
.brand b{font-size:20px}.brand small{display:block;color:var(--muted);font-size:12px}
h1{font-size:22px;margin:0 0 6px}p.lead{margin:0 0 20px;color:var(--muted)}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border-radius:12px;border:1px solid var(--border);background:transparent;color:inherit}
input:focus{outline:2px solid var(--ring);outline-offset:1px}input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-size:13px;color:var(--muted);margin-top:6px}.error{font-size:14px;color:var(--danger);margin-top:6px}
.alert{border:1px solid var(--danger);color:var(--danger);border-radius:12px;padding:10px 12px;margin-bottom:8px;font-size:14px}
button{width:100%;margin-top:22px;font:inherit;font-weight:600;padding:12px;border-radius:999px;border:0;background:var(--primary);color:var(--primary-fg);cursor:pointer}
button:focus-visible{outline:2px solid var(--ring);outline-offset:2px}button.secondary{background:transparent;color:var(--primary);border:1px solid var(--border);margin-top:10px}
.notice{border:1px dashed var(--primary);border-radius:12px;padding:10px 12px;margin-bottom:18px;font-size:14px}
.switch{margin-top:18px;text-align:center;font-size:14px;color:var(--muted)}a{color:var(--primary)}
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${APP_NAME}</title><style>${STYLE}</style></head>
<body><main>
<div class="brand"><div class="orb" aria-hidden="true"></div><div><b>${APP_NAME}</b><small>${TAGLINE}</small></div></div>
${body}
</main></body></html>`;
}

export interface FormState {
  email?: string;
  error?: { field: 'email' | 'password' | 'form'; message: string };
  /** The sign-in throttle refused the attempt; `accountWide` when guesses from many places did. */
  throttled?: { accountWide: boolean };
}

const NEW_PASSWORD_HINT = `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.</p>`;
const FORGOT_PATH = '/idp/forgot';

function fieldError(state: FormState, field: 'email' | 'password') {
  return state.error?.field === field ? `<p class="error" id="${field}-error" role="alert">${escapeHtml(state.error.message)}</p>` : '';
}

function credentialFields(state: FormState, passwordAutocomplete: string, passwordHint: string) {
  const invalid = (f: string) => (state.error?.field === f ? ' aria-invalid="true" aria-describedby="' + f + '-error"' : '');
  return `
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${invalid('email')}${state.error?.field === 'password' ? '' : ' autofocus'}>
${fieldError(state, 'email')}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="${passwordAutocomplete}" required${invalid('password')}${state.error?.field === 'password' ? ' autofocus' : ''}>
${passwordHint}
${fieldError(state, 'password')}`;
}

/** When the throttle refused: the reset link as the way in, and a mailed sign-in link when guesses came from many places. */
function throttledHelp(state: FormState): string {
  if (!state.throttled) return '';
  const email = escapeHtml(state.email ?? '');
  const reset = `<p class="notice">Forgot your password? <a href="${FORGOT_PATH}?email=${encodeURIComponent(state.email ?? '')}">Reset it by e-mail</a> and sign in at once.</p>`;
  if (!state.throttled.accountWide) return reset;
  return `<div class="notice" role="status"><p>Many wrong passwords were tried for this account from elsewhere, so signing in with a password has to wait. We can e-mail you a link that signs you in on this device now.</p>
<form method="post" action="/idp/sign-in-link"><input type="hidden" name="email" value="${email}">
<button type="submit" class="secondary">E-mail me a sign-in link</button></form></div>${reset}`;
}

export function signInPage(uid: string, state: FormState = {}): string {
  const formAlert = state.error?.field === 'form' ? `<div class="alert" role="alert">${escapeHtml(state.error.message)}</div>` : '';
  return layout(
    'Sign in',
    `<h1>Welcome back</h1><p class="lead">Sign in to continue your journey.</p>${formAlert}${throttledHelp(state)}
<form method="post" action="/idp/interaction/${uid}/login" novalidate>
${credentialFields(state, 'current-password', `<p class="hint"><a href="${FORGOT_PATH}">Forgot your password?</a></p>`)}
<button type="submit">Sign in</button>
</form>
<p class="switch">New to ${APP_NAME}? <a href="/idp/interaction/${uid}?screen=signup">Create an account</a></p>`,
  );
}

export function signUpPage(uid: string, state: FormState = {}): string {
  const formAlert = state.error?.field === 'form' ? `<div class="alert" role="alert">${escapeHtml(state.error.message)}</div>` : '';
  return layout(
    'Create an account',
    `<h1>Create your account</h1><p class="lead">Start tracking how you feel, privately.</p>${formAlert}
<form method="post" action="/idp/interaction/${uid}/signup" novalidate>
${credentialFields(state, 'new-password', NEW_PASSWORD_HINT)}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/idp/interaction/${uid}">Sign in</a></p>`,
  );
}

/** The one answer to every accepted sign-up form, whether or not the address already has an account. */
export function checkEmailPage(uid: string, email: string, resent = false): string {
  const status = resent ? `<p class="notice" role="status">We sent the e-mail again.</p>` : '';
  return layout(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>${status}
<p class="lead">We sent an e-mail to <b>${escapeHtml(email)}</b>. Open the link in it to finish creating your account.</p>
<p class="hint">The link works for ${SIGN_UP_LINK_HOURS} hours. Nothing there? Look in your spam folder, or send it again.</p>
<form method="post" action="/idp/interaction/${uid}/signup/resend">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" class="secondary">Send the e-mail again</button>
</form>
<p class="switch">Wrong address? <a href="/idp/interaction/${uid}?screen=signup">Start again</a></p>`,
  );
}

/**
 * A link scanner that opens the mailed link only sees this page; the account is made when the
 * person presses the button. `uid` comes from the link's path, so it is encoded like any input.
 */
export function confirmSignUpPage(uid: string, token: string): string {
  return layout(
    'Finish creating your account',
    `<h1>Finish creating your account</h1><p class="lead">One step left: confirm that this e-mail address is yours.</p>
<form method="post" action="/idp/interaction/${escapeHtml(encodeURIComponent(uid))}/confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" autofocus>Confirm and continue</button>
</form>`,
  );
}

export const LOGOUT_SCRIPT_PATH = '/idp/assets/confirm-logout.js';
/** Served as a file because the Content-Security-Policy allows no inline script. */
export const LOGOUT_SCRIPT = `const form = document.getElementById('op.logoutForm');
const confirm = document.createElement('input');
confirm.type = 'hidden';
confirm.name = 'logout';
confirm.value = 'yes';
form.append(confirm);
form.submit();`;

export function logoutPage(form: string): string {
  // The provider asks the browser to confirm; the app has already ended its own session.
  return layout(
    'Signing out',
    `<h1>Signing you out…</h1><p class="lead">One moment while we sign you out everywhere.</p>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Sign out</button>
<script src="${LOGOUT_SCRIPT_PATH}"></script>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }`,
  );
}

export interface ChangePasswordState {
  error?: { field: 'currentPassword' | 'newPassword' | 'form'; message: string };
  done?: boolean;
}

export function changePasswordPage(state: ChangePasswordState = {}): string {
  const err = (f: string) => (state.error?.field === f ? `<p class="error" role="alert">${escapeHtml(state.error.message)}</p>` : '');
  const done = state.done ? `<p class="lead" role="status">Your password has been changed.</p>` : '';
  return layout(
    'Change password',
    `<h1>Change password</h1>${done}${err('form')}
<form method="post" action="/idp/account/password">
<label for="currentPassword">Current password</label>
<input id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" required autofocus>
<p class="hint"><a href="${FORGOT_PATH}">Forgot your password?</a></p>
${err('currentPassword')}
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}">
${NEW_PASSWORD_HINT}
${err('newPassword')}
<button type="submit">Change password</button>
</form>
<a href="/settings/security"><button type="button" class="secondary">Back to ${APP_NAME}</button></a>`,
  );
}

const BACK_TO_SIGN_IN = `<p class="switch"><a href="/api/login?flow=login">Back to sign in</a></p>`;

export function forgotPasswordPage(state: { email?: string; error?: string } = {}): string {
  const error = state.error ? `<p class="error" id="email-error" role="alert">${escapeHtml(state.error)}</p>` : '';
  const invalid = state.error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return layout(
    'Forgot your password?',
    `<h1>Forgot your password?</h1><p class="lead">Enter the e-mail you sign in with. We will send it a link to choose a new password.</p>
<form method="post" action="${FORGOT_PATH}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(state.email ?? '')}"${invalid}>
${error}
<button type="submit">Send me a link</button>
</form>${BACK_TO_SIGN_IN}`,
  );
}

/** The one answer to every accepted request for a recovery mail, whether or not the address has an account. */
export function recoverySentPage(email: string, kind: 'reset' | 'sign-in'): string {
  const what = kind === 'reset' ? 'a link to choose a new password' : 'a link that signs you in';
  return layout(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p class="lead">If an account uses <b>${escapeHtml(email)}</b>, we sent it ${what}.</p>
<p class="hint">The link works once, for ${LINK_LIFETIME_MINUTES[kind]} minutes. Nothing there after a few minutes? Look in your spam folder, or check that this is the address you signed up with.</p>${BACK_TO_SIGN_IN}`,
  );
}

/** Opened from the reset mail: nothing changes until the form is sent, so a mail scanner opening the link does nothing. */
export function resetPasswordPage(token: string, error?: string): string {
  const message = error ? `<p class="error" id="password-error" role="alert">${escapeHtml(error)}</p>` : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1><p class="lead">Every device signed in to your account will be signed out, and this one signed in.</p>
<form method="post" action="/idp/reset">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus${invalid}>
${NEW_PASSWORD_HINT}
${message}
<button type="submit">Save and sign in</button>
</form>`,
  );
}

/** Opened from the sign-in link mail: the button (a POST) signs in, so a scanner opening the link does nothing. */
export function confirmSignInLinkPage(token: string): string {
  return layout(
    'Sign in',
    `<h1>Sign in to ${APP_NAME}</h1><p class="lead">Press the button to sign in on this device.</p>
<form method="post" action="/idp/sign-in">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" autofocus>Sign in</button>
</form>`,
  );
}

export function usedLinkPage(kind: 'reset' | 'sign-in'): string {
  const again = kind === 'reset' ? { href: FORGOT_PATH, label: 'Ask for a new link' } : { href: '/api/login?flow=login', label: 'Sign in' };
  return messagePage(
    'This link no longer works',
    `It was already used, or it is more than ${LINK_LIFETIME_MINUTES[kind]} minutes old.`,
    again,
  );
}
