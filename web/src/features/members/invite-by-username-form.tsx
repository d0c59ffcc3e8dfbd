import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  TRIP_ROLE_LABELS,
  inviteMemberSchema,
  memberRoleSchema,
  type InviteMember,
} from '@shared/schemas/trip-member';
import { ApiRequestError, errorDescription } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { useUnauthorizedHandler } from '../trips/write-errors';
import { useMembersApi } from './members-api';

type InviteInput = z.input<typeof inviteMemberSchema>;

const EMPTY: InviteInput = { username: '', role: 'editor' };

/**
 * The stock error red (fg.error, red.500) reads at 3.8:1 on white, under the 4.5:1 small text
 * needs; the palette's darker foreground passes.
 */
const ERROR_COLOR = 'red.fg';

/** Answers about the username itself (nobody by that name, already on the trip). */
const isAboutUsername = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

const canDo = (role: InviteMember['role']) => (role === 'editor' ? 'edit' : 'view');

/** The owner adds a companion by username; the server's refusal is shown under the field. */
export function InviteByUsernameForm({ tripId, offline }: { tripId: string; offline: boolean }) {
  const api = useMembersApi();
  const onUnauthorized = useUnauthorizedHandler();
  const headingId = useId();
  const form = useForm<InviteInput, unknown, InviteMember>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (invite) => {
    try {
      const members = await api.invite(tripId, invite);
      const added = members.find((m) => m.username === invite.username);
      notify({
        type: 'success',
        title: `${added?.name ?? invite.username} can now ${canDo(invite.role)} this trip`,
      });
      form.reset(EMPTY);
    } catch (error) {
      if (onUnauthorized(error)) return;
      const message = errorDescription(error, 'Please try again');
      form.setError(isAboutUsername(error) ? 'username' : 'root.server', { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          Invite by username
        </Heading>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
          <Box flex="1">
            <Field.Root invalid={Boolean(errors.username)}>
              <Field.Label>Username</Field.Label>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="Their Wayfarer username"
                {...form.register('username')}
              />
              <Field.ErrorText color={ERROR_COLOR}>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
          </Box>
          <Field.Root width={{ base: 'full', sm: '36' }}>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('role')}>
                {memberRoleSchema.options.map((role) => (
                  <option key={role} value={role}>
                    {TRIP_ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="teal"
            // Level with the inputs, below their labels (label line plus the field's gap).
            mt={{ sm: '26px' }}
            loading={isSubmitting}
            loadingText="Inviting..."
            disabled={offline}
          >
            <UserPlus aria-hidden="true" />
            Invite
          </Button>
        </Stack>
        {errors.root?.server && (
          <Text color={ERROR_COLOR} fontSize="sm" role="alert">
            {errors.root.server.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
