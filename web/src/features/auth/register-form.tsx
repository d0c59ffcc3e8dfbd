import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_NAME } from '@shared/constants';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { errorDescription } from '../../lib/api-client';
import { lazyResolver } from '../../lib/lazy-resolver';
import { notify } from '../../lib/toaster';
import type { RegisterFormInput, RegisterFormOutput } from './auth-form-resolvers';
import { returnPath } from '../../lib/return-path';
import { useSession } from '../../session/session-context';
import { TextField } from '../../components/text-field';

const validation = lazyResolver<RegisterFormInput, RegisterFormOutput>(() =>
  import('./auth-form-resolvers').then((m) => m.registerResolver),
);

export function RegisterForm() {
  const register = useSession((s) => s.register);
  const navigate = useNavigate();
  const { state } = useLocation();
  // Once the screen is up: fetched with the first paint, zod would delay it.
  useEffect(() => afterLoadWhenIdle(window, validation.preload), []);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: validation.resolver,
    defaultValues: { username: '', password: '', email: '', firstName: '', lastName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await register(values);
      notify({
        type: 'success',
        title: 'Account created successfully',
        description: `Welcome to ${APP_NAME}, ${user.username}!`,
      });
      navigate(returnPath(state), { replace: true });
    } catch (error) {
      notify({
        type: 'error',
        title: 'Registration failed',
        description: errorDescription(error, 'Username may already exist'),
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
          placeholder="Create a password (min 6 characters)"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={
            <>
              Email{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (optional)
              </Text>
            </>
          }
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <HStack gap="3" align="start">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </HStack>
        <Button
          type="submit"
          colorPalette="teal"
          loading={isSubmitting}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
