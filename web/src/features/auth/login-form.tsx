import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '@shared/api/auth';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { errorDescription } from '../../lib/api-client';
import { lazyResolver } from '../../lib/lazy-resolver';
import { notify } from '../../lib/toaster';
import { returnPath } from '../../lib/return-path';
import { useSession } from '../../session/session-context';
import { TextField } from '../../components/text-field';

const validation = lazyResolver<LoginBody, LoginBody>(() =>
  import('./auth-form-resolvers').then((m) => m.loginResolver),
);

export function LoginForm() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const { state } = useLocation();
  // Once the screen is up: fetched with the first paint, zod would delay it.
  useEffect(() => afterLoadWhenIdle(window, validation.preload), []);
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login(values);
      notify({
        type: 'success',
        title: 'Logged in successfully',
        description: `Welcome back, ${user.username}!`,
      });
      navigate(returnPath(state), { replace: true });
    } catch (error) {
      notify({
        type: 'error',
        title: 'Login failed',
        description: errorDescription(error, 'Invalid username or password'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="Password"
          type="password"
          placeholder="Enter your password (min 6 characters)"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button
          type="submit"
          colorPalette="teal"
          loading={isSubmitting}
          loadingText="Logging in..."
        >
          Login
        </Button>
      </Stack>
    </form>
  );
}
