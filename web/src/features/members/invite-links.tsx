import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Copy, Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { memberRoleSchema, type MemberRole } from '@shared/schemas/trip-member';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { useMembersApi } from './members-api';

const ROLE_WORDS: Record<MemberRole, { one: string; many: string }> = {
  editor: { one: 'editor', many: 'editors' },
  viewer: { one: 'viewer', many: 'viewers' },
};

const joinUrl = (code: string) => `${window.location.origin}/join/${code}`;

/**
 * The owner makes a link per role and passes it on any way they like. The code is shown once
 * (the server keeps only its digest), so the link lives in this screen's state until it closes.
 */
export function InviteLinks({
  tripId,
  tripTitle,
  offline,
}: {
  tripId: string;
  tripTitle: string;
  offline: boolean;
}) {
  const api = useMembersApi();
  const fail = useWriteFailure();
  const [links, setLinks] = useState<Partial<Record<MemberRole, string>>>({});
  const [creating, setCreating] = useState<MemberRole | null>(null);

  const create = async (role: MemberRole) => {
    setCreating(role);
    try {
      const link = await api.createLink(tripId, role);
      setLinks((shown) => ({ ...shown, [link.role]: joinUrl(link.code) }));
    } catch (error) {
      fail(error, 'Could not create the link', 'Please try again');
    } finally {
      setCreating(null);
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Invite link
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Whoever opens the link and signs in can join with its role.
      </Text>
      <HStack gap="2" wrap="wrap">
        {memberRoleSchema.options.map((role) => (
          <Button
            key={role}
            size="sm"
            variant="outline"
            width={{ base: 'full', sm: 'auto' }}
            onClick={() => void create(role)}
            loading={creating === role}
            loadingText="Creating..."
            disabled={offline || (creating !== null && creating !== role)}
          >
            <Link2 aria-hidden="true" />
            {links[role]
              ? `New ${ROLE_WORDS[role].one} link`
              : `Create ${ROLE_WORDS[role].one} link`}
          </Button>
        ))}
      </HStack>
      {memberRoleSchema.options.map((role) => {
        const url = links[role];
        return url ? <ShownLink key={role} role={role} url={url} tripTitle={tripTitle} /> : null;
      })}
    </Stack>
  );
}

function ShownLink({ role, url, tripTitle }: { role: MemberRole; url: string; tripTitle: string }) {
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: 'Link copied' });
    } catch {
      notify({
        type: 'error',
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
      });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: `Join "${tripTitle}"`, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void copy();
    }
  };
  const { one, many } = ROLE_WORDS[role];
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stack gap="2">
        <Field.Root>
          <Field.Label>Link for {many}</Field.Label>
          <Input
            readOnly
            value={url}
            size="sm"
            bg="bg"
            fontFamily="mono"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="teal" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
          {canShare && (
            <Button size="sm" variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          A new {one} link replaces this one, which then stops working.
        </Text>
      </Stack>
    </Box>
  );
}
