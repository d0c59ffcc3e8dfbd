import { Avatar, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  TRIP_ROLE_LABELS,
  memberRoleSchema,
  type MemberRole,
  type TripMember,
} from '@shared/schemas/trip-member';
import { RoleBadge } from './role-badge';

/** What the owner can do to a companion's row; absent for the owner's row and for non-owners. */
export interface MemberControls {
  /** The role to show: a change on its way shows at once, before sync brings the row. */
  role: MemberRole;
  onRoleChange: (role: MemberRole) => void;
  onRemove: () => void;
  /** Offline, or a change to this member is on its way. */
  disabled: boolean;
}

const ROLE_OPTIONS = memberRoleSchema.options;

/** One person on the trip: initial, name, '@username', and their role (a select for the owner). */
export function MemberRow({
  member,
  isMe,
  controls,
}: {
  member: TripMember;
  isMe: boolean;
  controls?: MemberControls | undefined;
}) {
  return (
    <Flex
      as="li"
      aria-label={member.name}
      align="center"
      gap="3"
      py="3"
      wrap="wrap"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0, pt: 0 }}
      _last={{ pb: 0 }}
    >
      {/* The basis makes the owner's controls go under the name on a phone, not squeeze it. */}
      <HStack gap="3" flex="1 1 14rem" minW="0">
        <Avatar.Root size="sm" colorPalette="teal" variant="subtle" aria-hidden="true">
          <Avatar.Fallback>{member.name.charAt(0).toUpperCase()}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {member.name}
            {isMe && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (you)
              </Text>
            )}
          </Text>
          <Text color="fg.muted" fontSize="sm" truncate>
            @{member.username}
          </Text>
        </Stack>
      </HStack>
      {controls ? (
        <HStack gap="2" ms={{ base: '11', sm: 'auto' }}>
          <NativeSelect.Root size="sm" width="auto" disabled={controls.disabled}>
            <NativeSelect.Field
              aria-label={`Role of ${member.name}`}
              value={controls.role}
              onChange={(e) => {
                const role = memberRoleSchema.safeParse(e.currentTarget.value);
                if (role.success) controls.onRoleChange(role.data);
              }}
            >
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {TRIP_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove ${member.name}`}
            disabled={controls.disabled}
            onClick={controls.onRemove}
          >
            Remove
          </Button>
        </HStack>
      ) : (
        <RoleBadge role={member.role} />
      )}
    </Flex>
  );
}
