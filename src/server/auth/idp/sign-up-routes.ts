import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { IDP_MOUNT } from '../built-in-issuer.js';
import { RATE_LIMIT_KEYS } from './accounts.js';
import { confirmFormSchema, confirmQuerySchema, interactionParamsSchema, resendFormSchema, signUpFormSchema } from './forms.js';
import { checkEmailPage, confirmSignUpPage, messagePage, signUpPage } from './pages.js';
import { confirmSignUp, requestSignUp, resendSignUp } from './sign-up.js';
import { html, interactionSteps, type ScreenDeps } from './interaction-steps.js';
import { tooManyMessage } from './wait-message.js';

const SIGN_UP_WINDOW_SECONDS = 60 * 60;

/** Sign-up: the form, the mailed confirmation link (resent on request), and the account made from it. */
export async function signUpRoutes(app: FastifyInstance, { provider, db, config, mailer }: ScreenDeps) {
  const { details, rememberDevice, finish } = interactionSteps(provider, config);
  const signUps = { db, mailer, appUrl: config.appUrl };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const signUpGate = async (request: FastifyRequest) => {
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.signUpIp(request.ip), {
      limit: config.signUpsPerIpPerHour,
      windowSeconds: SIGN_UP_WINDOW_SECONDS,
    });
    return gate.allowed ? null : tooManyMessage(gate.retryAfterSeconds);
  };
  const mailFailed = (request: FastifyRequest, error: unknown) => {
    request.log.error({ err: error }, 'sign-up e-mail could not be sent');
    return { field: 'form' as const, message: 'We could not send the e-mail. Please try again later.' };
  };

  // Every accepted form gets the same "check your e-mail" page: the account is made only from the mailed link.
  routes.post(
    `${IDP_MOUNT}/interaction/:uid/signup`,
    { schema: { params: interactionParamsSchema, body: signUpFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = request.body;
      const tooMany = await signUpGate(request);
      if (tooMany) return html(reply, signUpPage(interaction.uid, { email, error: { field: 'form', message: tooMany } }), 429);
      try {
        const result = await requestSignUp(signUps, { email, password, interactionUid: interaction.uid });
        if (!result.ok)
          return html(reply, signUpPage(interaction.uid, { email, error: { field: result.field, message: result.message } }), 400);
        return html(reply, checkEmailPage(interaction.uid, result.email));
      } catch (error) {
        return html(reply, signUpPage(interaction.uid, { email, error: mailFailed(request, error) }), 502);
      }
    },
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/signup/resend`,
    { schema: { params: interactionParamsSchema, body: resendFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email } = request.body;
      const tooMany = await signUpGate(request);
      if (tooMany) return html(reply, signUpPage(interaction.uid, { email, error: { field: 'form', message: tooMany } }), 429);
      try {
        await resendSignUp(signUps, { email, interactionUid: interaction.uid });
        return html(reply, checkEmailPage(interaction.uid, email, true));
      } catch (error) {
        return html(reply, signUpPage(interaction.uid, { email, error: mailFailed(request, error) }), 502);
      }
    },
  );

  routes.get(
    `${IDP_MOUNT}/interaction/:uid/confirm`,
    { schema: { params: interactionParamsSchema, querystring: confirmQuerySchema } },
    async (request, reply) => html(reply, confirmSignUpPage(request.params.uid, request.query.token)),
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/confirm`,
    { schema: { params: interactionParamsSchema, body: confirmFormSchema } },
    async (request, reply) => {
      const result = await confirmSignUp(db, request.body.token);
      const signIn = { href: '/api/login?flow=login', label: 'Sign in' };
      if (result.status === 'invalid') {
        const again = { href: '/api/login?flow=signup', label: 'Create your account again' };
        return html(reply, messagePage('This link no longer works', 'It was already used, or it is more than a day old.', again), 400);
      }
      if (result.status === 'taken') {
        return html(reply, messagePage('You already have an account', 'This e-mail already has an account. Sign in with it.', signIn), 409);
      }
      rememberDevice(reply, result.email);
      // In the browser that signed up, the sign-in it began carries on; anywhere else, the person signs in.
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (interaction?.uid === result.interactionUid) return finish(request, reply, result.accountId);
      return html(reply, messagePage('Your account is ready', 'Your e-mail is confirmed. Sign in with it and your password.', signIn));
    },
  );
}
