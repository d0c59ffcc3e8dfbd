import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Globe, MapPin, ShieldCheck } from 'lucide-react';
import type { DestinationPhoto } from '@shared/api/photos';
import { CATEGORY_FILTER_LABELS } from '@shared/constants';
import { DestinationImage } from './destination-image';
import { isDatabaseItem, type ExplorerItem } from './explorer-items';

/** One explorer card; the whole card is a button that opens the detail dialog. */
export function DestinationCard({
  item,
  onOpen,
  firstRow = false,
  photo,
}: {
  item: ExplorerItem;
  onOpen: () => void;
  /** In the grid's first row, so on the first screen. */
  firstRow?: boolean;
  /** The server's photo of this destination, if it has one. */
  photo?: DestinationPhoto | undefined;
}) {
  const own = isDatabaseItem(item);
  return (
    <Card.Root
      asChild
      overflow="hidden"
      textAlign="start"
      _hover={{ shadow: 'md' }}
      // Cards off screen skip style, layout and paint until scrolled near: drawing all forty at
      // once was one long task on a slow phone. `auto` remembers a card's real height once drawn.
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' }}
    >
      <button type="button" onClick={onOpen} aria-label={`${item.name}, ${item.country}`}>
        <DestinationImage src={item.imageUrl} photo={photo} priority={firstRow} />
        <Card.Body gap="2" p="4" w="full">
          <HStack justify="space-between" align="start" gap="2">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" fontSize="lg" lineClamp={1}>
                {item.name}
              </Text>
              <HStack gap="1" color="fg.muted" fontSize="sm">
                <MapPin size={14} aria-hidden="true" />
                <Text>{item.country}</Text>
              </HStack>
            </Stack>
            {own ? (
              <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
                {CATEGORY_FILTER_LABELS[item.category]}
              </Badge>
            ) : (
              <Badge colorPalette="purple" variant="subtle" gap="1" flexShrink={0}>
                <Globe size={12} aria-hidden="true" />
                Global
              </Badge>
            )}
          </HStack>
          {own && (
            <>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {item.description}
              </Text>
              <HStack gap="1" fontSize="xs" color="teal.fg">
                <ShieldCheck size={14} aria-hidden="true" />
                <Text>Visa info</Text>
              </HStack>
            </>
          )}
        </Card.Body>
      </button>
    </Card.Root>
  );
}
