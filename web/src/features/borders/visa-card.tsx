import { Badge, Card, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Home, Hourglass, MapPinOff } from 'lucide-react';
import { VISA_CATEGORY_COLORS } from '@shared/constants';
import type { VisaCheck } from './visa-checks';

export interface VisaCardProps {
  country: string;
  iso: string | undefined;
  /** Undefined while the destination waits its turn in the queue. */
  check: VisaCheck | undefined;
}

/** One destination country's entry rule for the chosen passport (SPEC 2, visa checker). */
export function VisaCard({ country, iso, check }: VisaCardProps) {
  return (
    <Card.Root size="sm" role="article" aria-label={country}>
      <Card.Body gap="3">
        <HStack gap="2" justify="space-between">
          <Text fontWeight="semibold" fontSize="lg">
            {country}
          </Text>
          {/* The code, not a flag emoji: many desktop systems draw flag emoji as letters or boxes. */}
          {iso && (
            <Badge variant="outline" fontFamily="mono" aria-hidden="true">
              {iso}
            </Badge>
          )}
        </HStack>
        {iso ? (
          <CheckState country={country} check={check ?? { status: 'checking' }} />
        ) : (
          <NoMapping />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function NoMapping() {
  return (
    <HStack gap="2" color="fg.muted">
      <MapPinOff size={16} aria-hidden="true" />
      <Text>Country mapping unavailable</Text>
    </HStack>
  );
}

function CheckState({ country, check }: { country: string; check: VisaCheck }) {
  if (check.status === 'checking') {
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>Checking requirements...</Text>
      </HStack>
    );
  }
  if (check.status === 'failed') {
    return (
      <HStack gap="2" color="fg.muted" align="start">
        <Hourglass size={16} aria-hidden="true" />
        <Stack gap="0">
          <Text>Preparing results…</Text>
          <Text fontSize="sm">Thanks for your patience</Text>
        </Stack>
      </HStack>
    );
  }
  const { category, dur, source, asOf } = check.answer;
  if (!category) {
    return (
      <HStack gap="2" color="teal.fg">
        <Home size={16} aria-hidden="true" />
        <Text>Your home country</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Badge
          colorPalette={VISA_CATEGORY_COLORS[category.code] ?? 'gray'}
          variant="solid"
          size="md"
          data-category={category.code}
        >
          {category.name}
        </Badge>
        {typeof dur === 'number' && dur > 0 && (
          <Text fontSize="sm">
            {dur} {dur === 1 ? 'day' : 'days'}
          </Text>
        )}
      </HStack>
      {(source || asOf) && (
        <HStack justify="space-between" fontSize="xs" color="fg.muted" gap="2">
          {source ? (
            <Link
              href={source}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="teal"
              aria-label={`Official source for ${country} (opens in a new tab)`}
            >
              Official source <ExternalLink size={12} aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
          {asOf && <Text>As of {asOf}</Text>}
        </HStack>
      )}
    </Stack>
  );
}
