import {
  Combobox,
  createListCollection,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** One choice of a place search: its value (an id), what the input shows, and a second line. */
export interface PlaceOption {
  value: string;
  /** What the list and, once chosen, the input read ('Porto, Portugal'). */
  label: string;
  /** A quieter second line ('Airport · Lisbon', '2.1 km from Lisbon'). */
  detail?: string | undefined;
}

interface PlaceComboboxProps<T extends PlaceOption> {
  label: ReactNode;
  placeholder?: string | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  /** What the input reads at first (the chosen place's label, or the free text typed before). */
  initialText?: string | undefined;
  /** The choices while nothing is typed. */
  defaultOptions?: readonly T[] | undefined;
  /** The choices for what is typed; may load data the first time (the gazetteer's chunk). */
  search: (text: string) => Promise<readonly T[]>;
  onPick: (option: T) => void;
  /** Every change of the text as typed; a field that keeps free text stores it from here. */
  onTextChange?: ((text: string) => void) | undefined;
  /** Free text stays in the input when nothing is picked (a location typed by hand). */
  allowFreeText?: boolean | undefined;
  /** When nothing matches what is typed. */
  emptyText?: string | undefined;
  name?: string | undefined;
  /**
   * Inside a dialog the list must stay in the dialog's own tree: a list portalled out of it is
   * outside the dialog's focus trap, and a tap on it would close the dialog.
   */
  inDialog?: boolean | undefined;
}

/**
 * A search field that offers places as the traveller types, and works offline: every source it
 * is given reads data kept on the device. An accessible combobox (input, listbox, options
 * announced), so it is driven by keyboard, touch or a screen reader alike.
 */
export function PlaceCombobox<T extends PlaceOption>({
  label,
  placeholder,
  required,
  error,
  hint,
  initialText = '',
  defaultOptions = [],
  search,
  onPick,
  onTextChange,
  allowFreeText = false,
  emptyText = 'No places found',
  name,
  inDialog = false,
}: PlaceComboboxProps<T>) {
  const [text, setText] = useState(initialText);
  // What is searched: the words the traveller typed, not the chosen option's label that replaces
  // them (searching that would swap the list under the choice, and a choice missing from the
  // list is dropped by the combobox).
  const [query, setQuery] = useState('');
  // The answer and the text it answers: while they differ, a search is on its way. Answers can
  // come back out of order (the first waits for the gazetteer to load); only the latest counts.
  const [answer, setAnswer] = useState<{ text: string; options: readonly T[] } | null>(null);
  const latest = useRef(0);
  const typed = query.trim();
  const searching = typed.length > 0 && answer?.text !== typed;
  const found = typed.length > 0 && answer?.text === typed ? answer.options : null;

  useEffect(() => {
    if (typed.length === 0) return;
    const ticket = ++latest.current;
    search(typed).then(
      (options) => {
        if (ticket === latest.current) setAnswer({ text: typed, options });
      },
      (reason: unknown) => {
        console.error('Place search failed', reason);
        if (ticket === latest.current) setAnswer({ text: typed, options: [] });
      },
    );
  }, [typed, search]);

  const options = found ?? defaultOptions;
  const collection = useMemo(
    () =>
      createListCollection<T>({
        items: [...options],
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
      }),
    [options],
  );

  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Combobox.Root
        collection={collection}
        width="full"
        inputValue={text}
        name={name}
        openOnClick
        allowCustomValue={allowFreeText}
        inputBehavior="autohighlight"
        selectionBehavior="replace"
        placeholder={placeholder}
        positioning={{ sameWidth: true }}
        onInputValueChange={(details) => {
          setText(details.inputValue);
          if (details.reason === 'item-select') return;
          setQuery(details.inputValue);
          onTextChange?.(details.inputValue);
        }}
        onValueChange={(details) => {
          const picked = details.items[0];
          if (picked) onPick(picked);
        }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input autoComplete="off" spellCheck={false} />
          <Combobox.IndicatorGroup>
            {searching && <Spinner size="xs" aria-hidden="true" />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal disabled={inDialog}>
          <Combobox.Positioner>
            <Combobox.Content maxH="72" overflowY="auto">
              {!searching && <Combobox.Empty>{emptyText}</Combobox.Empty>}
              {collection.items.map((option) => (
                <Combobox.Item key={option.value} item={option}>
                  <Stack gap="0" minW="0">
                    <Combobox.ItemText>{option.label}</Combobox.ItemText>
                    {option.detail && (
                      <Text fontSize="xs" color="fg.muted" aria-hidden="true" truncate>
                        {option.detail}
                      </Text>
                    )}
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {hint && !error && (
        <HStack>
          <Field.HelperText>{hint}</Field.HelperText>
        </HStack>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
