import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  TRIP_ROLE_LABELS,
  inviteMemberSchema,
  memberRoleSchema,
  type InviteMember,
} from '@shared/schemas/trip-member';
import { ApiRequestError, errorDescription } from '../../lib/api-client';
import { useUnauthorizedHandler } from '../../lib/write-errors';
import { useMembersApi } from './members-api';

type InviteInput = z.input<typeof inviteMemberSchema>;

const EMPTY: InviteInput = { username: '', role: 'editor' };

/**
 * The stock error red (fg.error, red.500) reads at 3.8:1 on white, under the 4.5:1 small text
 * needs; the palette's darker foreground passes.
 */
const ERROR_COLOR = 'red.fg';

/** An answer about the username itself: they are already on the trip. */
const isAboutUsername = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409;

/**
 * What the owner is told once an invitation is on its way. The server answers the same whether
 * or not anyone has the name (so names cannot be tried out), and so does this.
 */
export const invitationSentText = (username: string) =>
  `If ${username} has a Wayfarer account, they'll find your invitation at the top of their trips.`;

/**
 * The owner invites a companion by username; they join once they accept. The server's refusal
 * is shown under the field, or under the form (too many invitations at once).
 */
export function InviteByUsernameForm({ tripId, offline }: { tripId: string; offline: boolean }) {
  const api = useMembersApi();
  const onUnauthorized = useUnauthorizedHandler();
  const headingId = useId();
  const form = useForm<InviteInput, unknown, InviteMember>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  /** The name last invited, for the confirmation under the form. */
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (invite) => {
    setSent(null);
    try {
      // Answers as soon as the server has it: nothing on the trip changes until they join, so
      // there is no sync to wait for (waiting for one kept the button on 'Inviting...').
      const { invited } = await api.invite(tripId, invite);
      setSent(invited);
      form.setValue('username', '');
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
      {/* Always there, so screen readers announce the confirmation when it is filled in. */}
      <Box role="status" color="fg.muted" fontSize="sm" mt={sent === null ? 0 : 3}>
        {sent !== null && invitationSentText(sent)}
      </Box>
    </form>
  );
}
