import { Link, Text, type TextProps } from '@chakra-ui/react';
import type { PhotoCredit as Credit } from '@shared/api/photos';

/** "Photo: Jane Doe · CC BY-SA 4.0" as text only, for places where links cannot go (a card button). */
export function photoCreditText(credit: Credit): string {
  return `Photo: ${credit.author} · ${credit.licence}`;
}

/**
 * The credit the licence asks for, compact: the author links to the file's page (where the
 * licence can be checked), the licence to its text.
 */
export function PhotoCredit({ credit, ...props }: { credit: Credit } & TextProps) {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="photo-credit" {...props}>
      Photo:{' '}
      <Link href={credit.sourcePage} target="_blank" rel="noopener noreferrer" colorPalette="teal">
        {credit.author}
      </Link>
      {' · '}
      {credit.licenceUrl ? (
        <Link
          href={credit.licenceUrl}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="teal"
        >
          {credit.licence}
        </Link>
      ) : (
        credit.licence
      )}
    </Text>
  );
}
