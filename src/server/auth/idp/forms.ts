import { z } from 'zod';

// The bodies of the provider's own HTML forms. Fields a browser always sends are text (empty
// when left blank), so the pages, not these schemas, tell people what is missing; anything that
// is not such a form is refused as a bad request.

const field = (max: number) => z.string({ error: 'Send the form fields as text' }).max(max, 'A form field is too long').default('');
const email = field(320).transform((value) => value.trim().toLowerCase());

export const signInFormSchema = z.object({ email, password: field(1000) });
export const signUpFormSchema = z.object({ email: field(320), password: field(1000) });
export const resendFormSchema = z.object({ email });
export const confirmFormSchema = z.object({ token: field(200) });
export const confirmQuerySchema = z.object({ token: field(200) });
export const passwordFormSchema = z.object({ currentPassword: field(1000), newPassword: field(1000) });
export const interactionParamsSchema = z.object({ uid: z.string().min(1).max(200) });
export const interactionQuerySchema = z.object({ screen: z.enum(['signup', 'login']).optional() });
export const emailFormSchema = z.object({ email });
export const forgotQuerySchema = z.object({ email: field(320) });
export const resetFormSchema = z.object({ token: field(200), password: field(1000) });
