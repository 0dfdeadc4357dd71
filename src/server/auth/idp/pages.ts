import { APP_NAME, TAGLINE } from '../../../shared/brand.js';
import { PASSWORD_MIN_LENGTH } from './accounts.js';
import { SIGN_UP_LINK_HOURS } from './sign-up.js';

/** Server-rendered pages of the built-in identity provider, in the app's look (the test checkout's pages share the layout). */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
}

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

export function signInPage(uid: string, state: FormState = {}): string {
  const formAlert = state.error?.field === 'form' ? `<div class="alert" role="alert">${escapeHtml(state.error.message)}</div>` : '';
  return layout(
    'Sign in',
    `<h1>Welcome back</h1><p class="lead">Sign in to continue your journey.</p>${formAlert}
<form method="post" action="/idp/interaction/${uid}/login" novalidate>
${credentialFields(state, 'current-password', '')}
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
${credentialFields(state, 'new-password', `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>`)}
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
${err('currentPassword')}
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}">
<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
${err('newPassword')}
<button type="submit">Change password</button>
</form>
<a href="/settings/security"><button type="button" class="secondary">Back to ${APP_NAME}</button></a>`,
  );
}
