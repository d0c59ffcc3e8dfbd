import type { LoginBody, PublicUser, RegisterBody } from '@shared/api/auth';
import { ApiRequestError, apiRequest } from '../lib/api-client';

export interface AuthApi {
  /** The signed-in user, or null on 401 (SPEC 7). Network failures throw. */
  currentUser(): Promise<PublicUser | null>;
  login(body: LoginBody): Promise<PublicUser>;
  register(body: RegisterBody): Promise<PublicUser>;
  logout(): Promise<void>;
}

/**
 * The user schema (and zod with it) loads when an answer has to be parsed rather than with the
 * app: nobody signed in gets a 401 with nothing to parse, and zod is not needed to draw the
 * first screen.
 */
const userSchema = () => import('@shared/api/auth').then((m) => m.publicUserSchema);

async function parseUser(res: Response): Promise<PublicUser> {
  const [schema, body] = await Promise.all([userSchema(), res.json()]);
  return schema.parse(body);
}

export const httpAuthApi: AuthApi = {
  async currentUser() {
    try {
      return await parseUser(await apiRequest('GET', '/api/user'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  login: async (body) => parseUser(await apiRequest('POST', '/api/login', body)),
  register: async (body) => parseUser(await apiRequest('POST', '/api/register', body)),
  async logout() {
    await apiRequest('POST', '/api/logout');
  },
};
