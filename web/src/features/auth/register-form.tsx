import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { registerBodySchema } from '@shared/api/auth';
import { APP_NAME } from '@shared/constants';
import { errorDescription } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { useSession } from './session-context';
import { TextField } from './text-field';

/** Empty optional inputs are sent as absent, not as empty strings. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const registerFormSchema = registerBodySchema.extend({
  email: z.preprocess(blankToUndefined, z.email('Enter a valid email').optional()),
  firstName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  lastName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

export function RegisterForm() {
  const register = useSession((s) => s.register);
  const navigate = useNavigate();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
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
      navigate('/', { replace: true });
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
