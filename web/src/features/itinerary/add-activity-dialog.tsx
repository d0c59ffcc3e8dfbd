import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ITINERARY_TYPES, ITINERARY_TYPE_LABELS } from '@shared/constants';
import { useDb } from '../../session/db-context';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { LatLng } from '@shared/domain/travel-time';
import type { Place } from '@shared/schemas/place';
import { PlaceCombobox } from '../../components/place-combobox';
import { itemLivePlaceSearch, itemPlaceSearch, type ItemPlaceOption } from './item-place-search';
import { addItineraryItem, updateItineraryItem } from '../../db/itinerary-repo';
import { notify } from '../../lib/toaster';
import { TextField } from '../../components/text-field';
import { RequiredLabel } from '../../components/required-label';
import { useWriteFailure } from '../../lib/write-errors';
import {
  activityFormSchema,
  activityPatch,
  activityToForm,
  emptyActivity,
  toItineraryInput,
  type ActivityFormValues,
} from './activity-form-values';
import { BookingFields } from './booking-fields';
import { ItemPresetPicker, presetFor, type ItemPreset } from './item-presets';

const NO_PLACES: readonly Place[] = [];

interface AddActivityDialogProps {
  tripId: string;
  /** Trip length: the Day select offers Day 1 to this. */
  days: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this activity instead: 'Edit Activity', filled in, only changed fields are sent. */
  item?: ItineraryItem | undefined;
  /** Where the trip is: places nearest to it are offered first in Location. */
  near?: LatLng | null | undefined;
  /** The trip's own places (its stops), offered first in Location. */
  tripPlaces?: readonly Place[] | undefined;
  /** Under the fields when editing: the item's documents. */
  documents?: ReactNode;
  /** A new activity's fields to start from (a document's name as its title). */
  initial?: Partial<ActivityFormValues> | undefined;
  /** Told the new activity's id once it is added. */
  onAdded?: ((id: string) => void | Promise<void>) | undefined;
}

export function AddActivityDialog({
  tripId,
  days,
  open,
  onOpenChange,
  item,
  near = null,
  tripPlaces = NO_PLACES,
  documents,
  initial,
  onAdded,
}: AddActivityDialogProps) {
  const db = useDb();
  const fail = useWriteFailure();
  const [adding, setAdding] = useState(false);
  const form = useForm<ActivityFormValues>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: item ? activityToForm(item) : { ...emptyActivity(), ...initial },
  });
  const { errors } = form.formState;
  // The place picked in Location, kept while the field reads its name; typing other words
  // there makes the location free text again.
  const [pickedPlace, setPickedPlace] = useState<{ place: Place; label: string } | null>(
    item?.place ? { place: item.place, label: item?.location ?? item.place.name } : null,
  );
  const place = pickedPlace?.place ?? null;
  // Where a flight or train arrives, kept whole (`endPlace`): its arrival time is read in that
  // place's zone (the departure's is the Location's), so the calendar puts both ends at their
  // local times. The zone is also written as `endTimeZone`, which older apps read.
  const [arrival, setArrival] = useState<Place | null>(item?.endPlace ?? null);
  const [arrivalZone, setArrivalZone] = useState<string | null>(item?.endTimeZone ?? null);
  // A new Location field after each add: it keeps what it reads in its own state.
  const [locationKey, setLocationKey] = useState(0);
  const searchPlace = useMemo(() => itemPlaceSearch(near, tripPlaces), [near, tripPlaces]);
  // Online, streets and sights from the server's live geocoder after the offline places.
  const searchPlaceOnline = useMemo(() => itemLivePlaceSearch(near), [near]);
  const type = useWatch({ control: form.control, name: 'type' });
  const [picked, setPicked] = useState<ItemPreset['id'] | null>(null);
  const preset = presetFor(type, picked);
  const pick = (next: ItemPreset) => {
    setPicked(next.id);
    form.setValue('type', next.type, { shouldDirty: true });
  };
  // An item planned past the trip's last day (the trip was shortened) can stay where it is.
  const dayChoices = Math.max(days, item?.day ?? 1);

  const onSubmit = form.handleSubmit(async (values) => {
    setAdding(true);
    if (item) {
      try {
        const patch = activityPatch(item, values, place);
        const endTimeZone = type === 'transport' ? arrivalZone : item.endTimeZone;
        if (endTimeZone !== item.endTimeZone) patch.endTimeZone = endTimeZone;
        const endPlace = type === 'transport' ? arrival : item.endPlace;
        if (endPlace !== item.endPlace) patch.endPlace = endPlace;
        if (Object.keys(patch).length > 0) {
          await updateItineraryItem(db, item.id, patch);
          notify({ type: 'success', title: 'Activity updated' });
        }
        onOpenChange(false);
      } catch (error) {
        fail(error, 'Failed to update activity', 'Please try again');
      } finally {
        setAdding(false);
      }
      return;
    }
    try {
      const input = toItineraryInput(tripId, values, place);
      if (values.type === 'transport' && arrivalZone) input.endTimeZone = arrivalZone;
      if (values.type === 'transport' && arrival) input.endPlace = arrival;
      const id = await addItineraryItem(db, input);
      await onAdded?.(id);
      notify({ type: 'success', title: 'Activity added successfully' });
      form.reset(emptyActivity());
      setPicked(null);
      setPickedPlace(null);
      setArrival(null);
      setArrivalZone(null);
      setLocationKey((k) => k + 1);
      onOpenChange(false);
    } catch (error) {
      fail(error, 'Failed to add activity', 'Please try again');
    } finally {
      setAdding(false);
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {/* In the dialog's column, so that its body scrolls and its footer stays in view
                ('inside' scrolling lays out the content's children; a plain form between them
                grew past the content, and its buttons over the bottom navigation). */}
            <chakra.form
              onSubmit={onSubmit}
              noValidate
              display="flex"
              flexDirection="column"
              flex="1"
              minH="0"
            >
              <Dialog.Header>
                <Dialog.Title>{item ? 'Edit Activity' : 'Add Activity'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {!item && <ItemPresetPicker current={preset.id} onPick={pick} />}
                  {/* Type gets the wider column: 'Accommodation' fits on a 375 px phone. */}
                  <SimpleGrid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="4">
                    <Field.Root invalid={Boolean(errors.day)}>
                      <Field.Label>Day</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('day')}>
                          {Array.from({ length: dayChoices }, (_, i) => (
                            <option key={i + 1} value={String(i + 1)}>
                              Day {i + 1}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {errors.day && <Field.ErrorText>{errors.day.message}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Type</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('type')}>
                          {ITINERARY_TYPES.map((t) => (
                            <option key={t} value={t}>
                              {ITINERARY_TYPE_LABELS[t]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>
                  <TextField
                    label={<RequiredLabel>Title</RequiredLabel>}
                    required
                    placeholder={preset.titlePlaceholder}
                    error={errors.title?.message}
                    {...form.register('title')}
                  />
                  <BookingFields form={form} type={type} />
                  <PlaceCombobox<ItemPlaceOption>
                    key={locationKey}
                    label="Location (Optional)"
                    placeholder={preset.locationPlaceholder}
                    initialText={item?.location ?? ''}
                    search={searchPlace}
                    searchMore={searchPlaceOnline}
                    allowFreeText
                    inDialog
                    hint={
                      type === 'transport' ? 'For a flight or train: where it departs' : undefined
                    }
                    emptyText="No places found: the words you type are kept"
                    onPick={(option) => {
                      setPickedPlace({ place: option.place, label: option.label });
                      form.setValue('location', option.label, { shouldDirty: true });
                    }}
                    onTextChange={(text) => {
                      form.setValue('location', text, { shouldDirty: true });
                      if (pickedPlace && text.trim() !== pickedPlace.label) setPickedPlace(null);
                    }}
                  />
                  {type === 'transport' && (
                    <PlaceCombobox<ItemPlaceOption>
                      key={`arrival-${locationKey}`}
                      label="Arrives at (Optional)"
                      placeholder="Airport, station or city"
                      initialText={item?.endPlace?.name ?? ''}
                      search={searchPlace}
                      searchMore={searchPlaceOnline}
                      inDialog
                      hint={
                        arrivalZone
                          ? `The arrival time is local time in ${arrivalZone}`
                          : 'Pick where it arrives to read the arrival time there'
                      }
                      onPick={(option) => {
                        setArrival(option.place);
                        setArrivalZone(option.place.timeZone);
                      }}
                      onTextChange={(text) => {
                        if (text.trim() !== '') return;
                        setArrival(null);
                        setArrivalZone(null);
                      }}
                    />
                  )}
                  <Field.Root>
                    <Field.Label>Description (Optional)</Field.Label>
                    <Textarea rows={3} {...form.register('description')} />
                  </Field.Root>
                  {documents}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={adding}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="teal"
                  loading={adding}
                  loadingText={item ? 'Saving...' : 'Adding...'}
                >
                  {item ? 'Save Activity' : 'Add Activity'}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
