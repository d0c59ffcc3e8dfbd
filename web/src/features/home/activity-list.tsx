import { Button, HStack, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarPlus, ExternalLink, Star } from 'lucide-react';
import { activitiesResponseSchema, type Activity } from '@shared/api/lookups';
import { MAX_ACTIVITIES_SHOWN } from '@shared/constants';
import { useJson } from '../../lib/use-json';
import { OfflineNotice } from '../../components/offline-notice';
import { formatActivityPrice } from '../../lib/format-activity-price';

/**
 * Activities of one destination: at most five (SPEC 9), with the spec's empty text, and with
 * `onAdd` an 'Add to day' button on each.
 */
export function ActivityList({
  path,
  emptyText,
  onAdd,
}: {
  path: string;
  emptyText: string;
  onAdd?: ((activity: Activity) => void) | undefined;
}) {
  const state = useJson(path, activitiesResponseSchema);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading activities">
        <Skeleton h="14" />
        <Skeleton h="14" />
      </Stack>
    );
  }
  if (state.status === 'error') {
    if (state.offline) return <OfflineNotice what="Activities" />;
    return (
      <Text color="fg.muted">
        Activities could not be loaded right now. Please try again later.
      </Text>
    );
  }
  const shown = state.data.data.slice(0, MAX_ACTIVITIES_SHOWN);
  if (shown.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Activities">
      {shown.map((activity) => (
        <ActivityRow key={activity.id} activity={activity} onAdd={onAdd} />
      ))}
    </Stack>
  );
}

function ActivityRow({
  activity,
  onAdd,
}: {
  activity: Activity;
  onAdd: ((activity: Activity) => void) | undefined;
}) {
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" rounded="md">
      <HStack justify="space-between" align="start" gap="3">
        <Text fontWeight="medium">{activity.name}</Text>
        {activity.price && (
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatActivityPrice(activity.price)}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {activity.shortDescription}
      </Text>
      <HStack justify="space-between" fontSize="sm">
        {activity.rating !== null ? (
          <HStack gap="1" aria-label={`Rated ${activity.rating} out of 5`}>
            <Star size={14} fill="currentColor" aria-hidden="true" />
            <Text>{activity.rating.toFixed(1)}</Text>
          </HStack>
        ) : (
          <span />
        )}
        {activity.bookingLink && (
          <Link
            href={activity.bookingLink}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="teal"
          >
            Book <ExternalLink size={12} aria-hidden="true" />
            <VisuallyHidden>{activity.name} (opens in a new tab)</VisuallyHidden>
          </Link>
        )}
      </HStack>
      {onAdd && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="teal"
          alignSelf="start"
          // The visible words first, so a voice command saying them finds the button.
          aria-label={`Add to day: ${activity.name}`}
          onClick={() => onAdd(activity)}
        >
          <CalendarPlus aria-hidden="true" />
          Add to day
        </Button>
      )}
    </Stack>
  );
}
