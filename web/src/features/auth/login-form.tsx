import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '@shared/api/auth';
import { errorDescription } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { useSession } from './session-context';
import { TextField } from './text-field';

export function LoginForm() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
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
      navigate('/', { replace: true });
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
