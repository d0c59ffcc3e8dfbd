import { Box, Field, Input, Spinner, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { airportSearchResponseSchema, type Airport } from '@shared/api/lookups';
import { AIRPORT_KEYWORD_MIN, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useJson } from '../../lib/use-json';
import { needsConnectionText } from '../../components/offline-notice';

export interface AirportChoice {
  code: string;
  label: string;
}

function labelOf(airport: Airport): string {
  return `${airport.address.cityName} (${airport.iataCode})`;
}

/**
 * A city or airport search field (SPEC 2): asks the server after a 300 ms pause once the
 * keyword has 2 characters, and lists the answers as a combobox. A bare 3-letter code typed
 * without picking from the list is taken as that code, so 'JFK' works as the hint suggests.
 */
export function AirportAutocomplete({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: AirportChoice | null;
  onChange: (choice: AirportChoice | null) => void;
  error?: string | undefined;
}) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The label of the airport picked from the list; a typed code is a value but not a pick.
  const [pickedLabel, setPickedLabel] = useState(value?.label ?? null);
  const keyword = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const picked = pickedLabel !== null && pickedLabel === text;
  const canSearch = !picked && keyword.length >= AIRPORT_KEYWORD_MIN;
  const state = useJson(
    canSearch ? `/api/airports/search?keyword=${encodeURIComponent(keyword)}` : null,
    airportSearchResponseSchema,
  );
  const settled = keyword === text.trim();
  const airports = state.status === 'success' && settled ? state.data.data : [];
  const searching = canSearch && (!settled || state.status === 'loading');
  // No answer for lack of a connection (and none cached): SPEC's 'No airports found' stays, with
  // why, as the explorer's search says it.
  const offline = settled && state.status === 'error' && state.offline;

  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    const code = next.trim().toUpperCase();
    onChange(/^[A-Z]{3}$/.test(code) ? { code, label: next } : null);
  };
  const pick = (airport: Airport) => {
    const choice = { code: airport.iataCode, label: labelOf(airport) };
    setText(choice.label);
    setPickedLabel(choice.label);
    setOpen(false);
    onChange(choice);
  };

  const showList = open && !picked;
  return (
    <Field.Root invalid={Boolean(error)} position="relative">
      <Field.Label>{label}</Field.Label>
      <Input
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && airports[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Search city or airport..."
        value={text}
        bg="bg"
        onChange={(e) => type(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => Math.max(0, Math.min(i + step, airports.length - 1)));
          } else if (e.key === 'Escape') {
            setOpen(false);
          } else if (e.key === 'Enter' && showList && airports[active]) {
            e.preventDefault();
            pick(airports[active]);
          }
        }}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>Search by city or airport name</Field.HelperText>
      )}
      {showList && (
        <Box
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          maxH="64"
          overflowY="auto"
        >
          {text.trim().length < AIRPORT_KEYWORD_MIN ? (
            <Text p="3" fontSize="sm" color="fg.muted">
              Type at least 2 characters
            </Text>
          ) : searching ? (
            <HStack p="3" fontSize="sm" color="fg.muted" gap="2">
              <Spinner size="xs" />
              <Text>Searching...</Text>
            </HStack>
          ) : airports.length === 0 ? (
            <Stack p="3" gap="1" fontSize="sm" role={offline ? 'status' : undefined}>
              <Text color="fg.muted">No airports found</Text>
              {offline && <Text>{needsConnectionText('Airport search')}</Text>}
            </Stack>
          ) : null}
          <Stack as="ul" role="listbox" id={listId} aria-label={`${label} airports`} gap="0">
            {!searching &&
              airports.map((airport, i) => (
                <Box
                  as="li"
                  key={airport.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={i === active ? 'teal.subtle' : undefined}
                  // Keeps focus in the input, so its blur does not close the list before the click.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(airport)}
                >
                  <Text fontWeight="medium">
                    {airport.address.cityName} ({airport.iataCode})
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {airport.name}, {airport.address.countryName}
                  </Text>
                </Box>
              ))}
          </Stack>
        </Box>
      )}
    </Field.Root>
  );
}
