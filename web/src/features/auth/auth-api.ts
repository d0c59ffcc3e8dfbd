import {
  publicUserSchema,
  type LoginBody,
  type PublicUser,
  type RegisterBody,
} from '@shared/api/auth';
import { ApiRequestError, apiRequest, sendJson } from '../../lib/api-client';

export interface AuthApi {
  /** The signed-in user, or null on 401 (SPEC 7). Network failures throw. */
  currentUser(): Promise<PublicUser | null>;
  login(body: LoginBody): Promise<PublicUser>;
  register(body: RegisterBody): Promise<PublicUser>;
  logout(): Promise<void>;
}

export const httpAuthApi: AuthApi = {
  async currentUser() {
    try {
      const res = await apiRequest('GET', '/api/user');
      return publicUserSchema.parse(await res.json());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  login: (body) => sendJson('POST', '/api/login', body, publicUserSchema),
  register: (body) => sendJson('POST', '/api/register', body, publicUserSchema),
  async logout() {
    await apiRequest('POST', '/api/logout');
  },
};
