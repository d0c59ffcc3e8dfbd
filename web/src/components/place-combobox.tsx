import {
  Button,
  Combobox,
  createListCollection,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  useComboboxContext,
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

/** A deliberate, slower search the field offers as a button for the words typed. */
export interface DeeperSearch<T extends PlaceOption> {
  /** The button's words ('Search online'). */
  label: string;
  /** Its options replace the list; null when it could not be asked. */
  run: (signal: AbortSignal) => Promise<readonly T[] | null>;
}

/** What a second, slower source adds once the search answered (a live geocoder, online). */
export interface MoreOptions<T extends PlaceOption> {
  /** Appended after the search's own options. */
  options: readonly T[];
  deeper?: DeeperSearch<T> | undefined;
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
  /**
   * Options that come later, once `search` answered with `shown` (a live geocoder online):
   * appended when they arrive, with perhaps a deeper search offered as a button. Its signal
   * aborts when the words change. Without it the field is the search alone.
   */
  searchMore?:
    | ((text: string, shown: readonly T[], signal: AbortSignal) => Promise<MoreOptions<T> | null>)
    | undefined;
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

/** The state of a deeper search for the words it was asked for. */
type Deep<T> =
  | { text: string; status: 'searching' }
  | { text: string; status: 'done'; options: readonly T[] }
  | { text: string; status: 'failed' };

/**
 * The deeper search's button (beside the label, so the open list never covers it). Pressing it
 * moves the focus away and closes the list; the answer opens it again on the input.
 */
function DeeperSearchButton<T extends PlaceOption>({
  deeper,
  text,
  searching,
  onStart,
  onAnswer,
}: {
  deeper: DeeperSearch<T>;
  text: string;
  searching: boolean;
  onStart: () => AbortSignal;
  onAnswer: (text: string, options: readonly T[] | null) => void;
}) {
  const combobox = useComboboxContext();
  const run = () => {
    const signal = onStart();
    deeper.run(signal).then(
      (options) => {
        if (signal.aborted) return;
        onAnswer(text, options);
        combobox.focus();
        combobox.setOpen(true);
      },
      () => {
        if (!signal.aborted) onAnswer(text, null);
      },
    );
  };
  return (
    <Button
      size="2xs"
      variant="ghost"
      colorPalette="teal"
      loading={searching}
      loadingText="Searching…"
      aria-label={`${deeper.label} for “${text}”`}
      onClick={run}
    >
      {deeper.label}
    </Button>
  );
}

/**
 * A search field that offers places as the traveller types, and works offline: every source it
 * is given reads data kept on the device (`searchMore` may add live ones online). An accessible
 * combobox (input, listbox, options announced), so it is driven by keyboard, touch or a screen
 * reader alike.
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
  searchMore,
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
  // `waiting`: `searchMore` has not answered yet; `deeper`: the button it offers for this text.
  const [answer, setAnswer] = useState<{
    text: string;
    options: readonly T[];
    waiting?: boolean;
    deeper?: DeeperSearch<T> | undefined;
  } | null>(null);
  const [deep, setDeep] = useState<Deep<T> | null>(null);
  const deepRequest = useRef<AbortController | null>(null);
  const latest = useRef(0);
  const typed = query.trim();
  const current = typed.length > 0 && answer?.text === typed ? answer : null;
  const deepNow = typed.length > 0 && deep?.text === typed ? deep : null;
  const searching =
    typed.length > 0 && (!current || current.waiting === true || deepNow?.status === 'searching');
  // What the deeper search found replaces the list, for the words it was asked; when it found
  // nothing, or failed, the list stays and a note says so.
  const found =
    deepNow?.status === 'done' && deepNow.options.length > 0
      ? deepNow.options
      : (current?.options ?? null);
  const deepNote =
    deepNow?.status === 'failed'
      ? 'Could not search online. Please try again later.'
      : deepNow?.status === 'done' && deepNow.options.length === 0
        ? 'Nothing more found online'
        : null;

  useEffect(() => {
    if (typed.length === 0) return;
    const ticket = ++latest.current;
    // Ends the slower source's work for words typed past (its request, its wait).
    const more = new AbortController();
    const stillCurrent = () => ticket === latest.current && !more.signal.aborted;
    search(typed).then(
      (options) => {
        if (!stillCurrent()) return;
        setAnswer({ text: typed, options, waiting: Boolean(searchMore) });
        searchMore?.(typed, options, more.signal).then(
          (added) => {
            if (!stillCurrent()) return;
            setAnswer({
              text: typed,
              options: added ? [...options, ...added.options] : options,
              deeper: added?.deeper,
            });
          },
          () => {
            if (stillCurrent()) setAnswer({ text: typed, options });
          },
        );
      },
      (reason: unknown) => {
        console.error('Place search failed', reason);
        if (ticket === latest.current) setAnswer({ text: typed, options: [] });
      },
    );
    return () => more.abort();
  }, [typed, search, searchMore]);

  // A deeper search still on its way when the field goes is not wanted any more.
  useEffect(() => () => deepRequest.current?.abort(), []);
  const startDeep = () => {
    deepRequest.current?.abort();
    deepRequest.current = new AbortController();
    setDeep({ text: typed, status: 'searching' });
    return deepRequest.current.signal;
  };
  const deepAnswer = (text: string, options: readonly T[] | null) =>
    setDeep(options ? { text, status: 'done', options } : { text, status: 'failed' });

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
        {searchMore ? (
          // Room for the button kept from the start, so the input does not move when it comes.
          <HStack justify="space-between" align="center" gap="2" minH="6">
            <Combobox.Label>{label}</Combobox.Label>
            {current?.deeper && (
              <DeeperSearchButton
                deeper={current.deeper}
                text={typed}
                searching={deepNow?.status === 'searching'}
                onStart={startDeep}
                onAnswer={deepAnswer}
              />
            )}
          </HStack>
        ) : (
          <Combobox.Label>{label}</Combobox.Label>
        )}
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
                      // Two lines at most: a live place's credit must stay readable on a phone.
                      <Text fontSize="xs" color="fg.muted" aria-hidden="true" lineClamp={2}>
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
      {deepNote && (
        <Text role="status" fontSize="xs" color="fg.muted">
          {deepNote}
        </Text>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
