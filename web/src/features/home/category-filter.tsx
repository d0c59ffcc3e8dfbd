import { Button, Wrap } from '@chakra-ui/react';
import { CATEGORY_FILTERS, CATEGORY_FILTER_LABELS } from '@shared/constants';
import type { CategoryFilter as Category } from './explorer-items';

/** Toggle buttons for the destination categories; the pressed one is the active filter. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: Category;
  onChange: (value: Category) => void;
}) {
  return (
    <Wrap gap="2" role="group" aria-label="Category">
      {CATEGORY_FILTERS.map((category) => {
        const active = category === value;
        return (
          <Button
            key={category}
            size="sm"
            rounded="full"
            colorPalette="teal"
            variant={active ? 'solid' : 'outline'}
            bg={active ? undefined : 'bg'}
            aria-pressed={active}
            onClick={() => onChange(category)}
          >
            {CATEGORY_FILTER_LABELS[category]}
          </Button>
        );
      })}
    </Wrap>
  );
}
