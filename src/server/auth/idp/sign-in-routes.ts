import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDP_MOUNT } from '../built-in-issuer.js';
import { verifyCredentials } from './accounts.js';
import { interactionParamsSchema, interactionQuerySchema, signInFormSchema } from './forms.js';
import { useLinkToken } from './link-tokens.js';
import { signInPage, signUpPage } from './pages.js';
import { RESUME_COOKIE } from './recovery-routes.js';
import { DEVICE_COOKIE, claimSignInAttempt, forgiveAttempt, knownDevice } from './sign-in-throttle.js';
import { html, interactionSteps, type ScreenDeps } from './interaction-steps.js';
import { tooManyMessage } from './wait-message.js';

/** The interaction's first screen (sign-in or sign-up) and the sign-in form, throttled per account and device. */
export async function signInRoutes(app: FastifyInstance, { provider, db, config }: ScreenDeps) {
  const { details, rememberDevice, finish } = interactionSteps(provider, config);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${IDP_MOUNT}/interaction/:uid`,
    { schema: { params: interactionParamsSchema, querystring: interactionQuerySchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      // A browser that just reset its password or opened a mailed sign-in link is signed in without asking again.
      const resume = request.cookies[RESUME_COOKIE];
      if (resume) {
        reply.clearCookie(RESUME_COOKIE, { path: IDP_MOUNT });
        const resumed = await useLinkToken(db, resume, 'resume');
        if (resumed) {
          rememberDevice(reply, resumed.email);
          return finish(request, reply, resumed.accountId);
        }
      }
      const signUp = request.query.screen === 'signup' || (interaction.prompt.name === 'create' && request.query.screen !== 'login');
      return html(reply, signUp ? signUpPage(interaction.uid) : signInPage(interaction.uid));
    },
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/login`,
    { schema: { params: interactionParamsSchema, body: signInFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = request.body;
      const attempt = { email, ip: request.ip, device: knownDevice(config.sessionSecret, email, request.cookies[DEVICE_COOKIE]) };
      const wait = email && password ? await claimSignInAttempt(db, attempt) : null;
      if (wait !== null) {
        const error = { field: 'form' as const, message: tooManyMessage(wait.seconds) };
        return html(reply, signInPage(interaction.uid, { email, error, throttled: { accountWide: wait.accountWide } }), 429);
      }
      const result = await verifyCredentials(db, { email, password });
      if (!result.ok) {
        return html(reply, signInPage(interaction.uid, { email, error: { field: result.field, message: result.message } }), 401);
      }
      await forgiveAttempt(db, attempt);
      rememberDevice(reply, result.email);
      return finish(request, reply, result.accountId);
    },
  );
}
