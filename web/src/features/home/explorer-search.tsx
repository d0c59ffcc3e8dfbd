import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';

/** The explorer's search box with its clear button (SPEC 2). */
export function ExplorerSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputGroup
      startElement={<Search size={16} aria-hidden="true" />}
      endElement={
        value ? (
          <IconButton
            aria-label="Clear search"
            size="xs"
            variant="ghost"
            me="-2"
            onClick={() => onChange('')}
          >
            <X />
          </IconButton>
        ) : undefined
      }
    >
      <Input
        type="search"
        aria-label="Search destinations or countries"
        placeholder="Search destinations or countries..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        bg="bg"
        size="lg"
      />
    </InputGroup>
  );
}
