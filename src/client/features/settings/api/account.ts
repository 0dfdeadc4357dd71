import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** DELETE /api/auth/user: the account and, through the database's cascades, all its data. */
export const deleteAccount = () => apiRequest<{ message: string }>('DELETE', '/api/auth/user');
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** The identity provider's account page: the built-in provider's change-password page, or the issuer's own (the server redirects). */
export const ACCOUNT_PAGE_URL = '/api/auth/account';
export const CHANGE_PASSWORD_URL = '/idp/account/password';

/** POST /api/test-crash-reporting: the server raises a test error and reports it. */
export const testBackendCrash = () => apiRequest('POST', '/api/test-crash-reporting');
